import { homeContent } from '../../content/pages/home';
import { ContentPage } from '../layout';

export function HomePage() {
  return <ContentPage content={homeContent} />;
}
export default HomePage;
