import { panelManagementContent, sampleSourcingContent, swatxContent } from '../../content/pages/swatx';
import { ContentPage } from '../layout';

export function SwatxPage() {
  return <ContentPage content={swatxContent} />;
}

export function PanelManagementPage() {
  return <ContentPage content={panelManagementContent} />;
}

export function SampleSourcingPage() {
  return <ContentPage content={sampleSourcingContent} />;
}
