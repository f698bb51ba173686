import { homeContent } from '../../content/pages/home';
import { ContentPage } from '../layout/ContentPage';

export function HomePage() {
  return <ContentPage content={homeContent} />;
}
export default HomePage;
