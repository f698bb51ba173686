import {
  aiImplementationContent,
  aiServicesContent,
  appDevelopmentContent,
  developmentProcessContent,
  learningCenterContent,
  successStoriesContent,
  swatAiContent,
  swatLabContent,
} from '../../content/pages/swat-ai';
import { ContentPage } from '../layout';

export function SwatAiPage() {
  return <ContentPage content={swatAiContent} />;
}

export function AiImplementationPage() {
  return <ContentPage content={aiImplementationContent} />;
}

export function AiServicesPage() {
  return <ContentPage content={aiServicesContent} />;
}

export function AppDevelopmentPage() {
  return <ContentPage content={appDevelopmentContent} />;
}

export function LearningCenterPage() {
  return <ContentPage content={learningCenterContent} />;
}

export function SuccessStoriesPage() {
  return <ContentPage content={successStoriesContent} />;
}

export function DevelopmentProcessPage() {
  return <ContentPage content={developmentProcessContent} />;
}

export function SwatLabPage() {
  return <ContentPage content={swatLabContent} />;
}
