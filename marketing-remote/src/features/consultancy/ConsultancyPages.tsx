import {
  businessDevelopmentContent,
  consultancyContent,
  marketAnalysisContent,
  strategicPlanningContent,
  sustainabilityContent,
} from '../../content/pages/consultancy';
import { ContentPage } from '../layout';

export function ConsultancyPage() {
  return <ContentPage content={consultancyContent} />;
}

export function MarketAnalysisPage() {
  return <ContentPage content={marketAnalysisContent} />;
}

export function StrategicPlanningPage() {
  return <ContentPage content={strategicPlanningContent} />;
}

export function BusinessDevelopmentPage() {
  return <ContentPage content={businessDevelopmentContent} />;
}

export function SustainabilityPage() {
  return <ContentPage content={sustainabilityContent} />;
}
