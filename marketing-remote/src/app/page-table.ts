import type { PageSource, PageTable } from '@swat/shared-contracts';

/** Which component shows each marketing route (see PageSource). */
const home: PageSource = { module: 'home/HomePage' };
const about: PageSource = { module: 'about/AboutPage' };
const services: PageSource = { module: 'services/ServicesPage' };
const consultancy = (exportName: string): PageSource => ({ module: 'consultancy/ConsultancyPages', exportName });
const swatx = (exportName: string): PageSource => ({ module: 'swatx/SwatxPages', exportName });
const swatAi = (exportName: string): PageSource => ({ module: 'swat-ai/SwatAiPages', exportName });
const legal = (exportName: string): PageSource => ({ module: 'legal/LegalPages', exportName });

export const pageTable: PageTable = {
  '/': home,
  '/about': about,
  '/about/who-we-are': about,
  '/about/our-departments': about,
  '/about/our-vision': about,
  '/services': services,
  '/services/field-data': services,
  '/services/research-methodologies': services,
  '/services/data-analysis': services,
  '/services/quality-assurance': services,
  '/services/geographic-coverage': services,
  '/training': { module: 'training/TrainingPage' },
  '/consultancy': consultancy('ConsultancyPage'),
  '/consultancy/market-analysis': consultancy('MarketAnalysisPage'),
  '/consultancy/strategic-planning': consultancy('StrategicPlanningPage'),
  '/consultancy/business-development': consultancy('BusinessDevelopmentPage'),
  '/consultancy/sustainability-circularity': consultancy('SustainabilityPage'),
  '/swatx': swatx('SwatxPage'),
  '/swatx/panel-management': swatx('PanelManagementPage'),
  '/swatx/sample-sourcing': swatx('SampleSourcingPage'),
  '/monitor': { module: 'monitor/MonitorPage' },
  '/swat-ai': swatAi('SwatAiPage'),
  '/swat-ai/implementation': swatAi('AiImplementationPage'),
  '/swat-ai/ai-services': swatAi('AiServicesPage'),
  '/swat-ai/app-development': swatAi('AppDevelopmentPage'),
  '/swat-ai/learning-center': swatAi('LearningCenterPage'),
  '/swat-ai/success-stories': swatAi('SuccessStoriesPage'),
  '/swat-ai/development-process': swatAi('DevelopmentProcessPage'),
  '/swat-ai/swatlab': swatAi('SwatLabPage'),
  '/contact': { module: 'contact/ContactPage' },
  '/coming-soon': { module: 'coming-soon/ComingSoonPage' },
  '/privacy-policy': legal('PrivacyPolicyPage'),
  '/terms-of-service': legal('TermsOfServicePage'),
  '/cookie-policy': legal('CookiePolicyPage'),
};

