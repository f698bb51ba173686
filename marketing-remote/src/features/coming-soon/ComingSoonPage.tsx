import { comingSoonContent } from '../../content/pages/coming-soon';
import { ContentPage } from '../layout';

export function ComingSoonPage() {
  return <ContentPage content={comingSoonContent} />;
}
export default ComingSoonPage;
