import { monitorContent } from '../../content/pages/monitor';
import { ContentPage } from '../layout/ContentPage';

export function MonitorPage() {
  return <ContentPage content={monitorContent} />;
}
export default MonitorPage;
