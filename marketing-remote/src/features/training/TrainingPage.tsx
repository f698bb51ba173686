import { trainingContent } from '../../content/pages/training';
import { ContentPage } from '../layout/ContentPage';

export function TrainingPage() {
  return <ContentPage content={trainingContent} />;
}
export default TrainingPage;
