import { aboutContent } from '../../content/pages/about';
import { ContentPage } from '../layout';

export function AboutPage() {
  return <ContentPage content={aboutContent} />;
}
export default AboutPage;
