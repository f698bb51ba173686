import { trainingContent } from '../../content/pages/training';
import { ContentPage } from '../layout';

export function TrainingPage() {
  return <ContentPage content={trainingContent} />;
}
export default TrainingPage;
