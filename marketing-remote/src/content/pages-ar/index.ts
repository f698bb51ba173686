import type { PageContent } from '../types';
import type { PageKey } from '../pages/index';
import { homeContent } from './home';
import { aboutContent } from './about';
import { servicesContent } from './services';
import { trainingContent } from './training';
import {
  businessDevelopmentContent,
  consultancyContent,
  marketAnalysisContent,
  strategicPlanningContent,
  sustainabilityContent,
} from './consultancy';
import { panelManagementContent, sampleSourcingContent, swatxContent } from './swatx';
import { monitorContent } from './monitor';
import {
  aiImplementationContent,
  aiServicesContent,
  appDevelopmentContent,
  developmentProcessContent,
  learningCenterContent,
  successStoriesContent,
  swatAiContent,
  swatLabContent,
} from './swat-ai';
import { contactContent } from './contact';
import { comingSoonContent } from './coming-soon';
import { cookieContent, privacyContent, termsContent } from './legal';

/** The Arabic twin of every English page, under the same key, so routes pair up page by page. */
export const pageContentsAr: Record<PageKey, PageContent> = {
  home: homeContent,
  about: aboutContent,
  services: servicesContent,
  training: trainingContent,
  consultancy: consultancyContent,
  marketAnalysis: marketAnalysisContent,
  strategicPlanning: strategicPlanningContent,
  businessDevelopment: businessDevelopmentContent,
  sustainability: sustainabilityContent,
  swatx: swatxContent,
  panelManagement: panelManagementContent,
  sampleSourcing: sampleSourcingContent,
  monitor: monitorContent,
  swatAi: swatAiContent,
  aiImplementation: aiImplementationContent,
  aiServices: aiServicesContent,
  appDevelopment: appDevelopmentContent,
  learningCenter: learningCenterContent,
  successStories: successStoriesContent,
  developmentProcess: developmentProcessContent,
  swatLab: swatLabContent,
  contact: contactContent,
  comingSoon: comingSoonContent,
  privacy: privacyContent,
  terms: termsContent,
  cookies: cookieContent,
};
