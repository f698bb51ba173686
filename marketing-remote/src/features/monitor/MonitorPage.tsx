import { monitorContent } from '../../content/pages/monitor';
import { ContentPage } from '../layout';

export function MonitorPage() {
  return <ContentPage content={monitorContent} />;
}
export default MonitorPage;
