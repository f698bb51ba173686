import { servicesContent } from '../../content/pages/services';
import { ContentPage } from '../layout';

export function ServicesPage() {
  return <ContentPage content={servicesContent} />;
}
export default ServicesPage;
