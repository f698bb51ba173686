import { pageModuleFiles, type PageSource, type PageTable } from '@swat/shared-contracts';

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


/**
 * Arabic pages are their copy laid out by ContentPage: an export of a module in content/pages-ar,
 * one module (one chunk) per section, so an Arabic visitor downloads only the section they open.
 */
export interface ArabicContentSource {
  content: string;
  exportName: string;
}

const ar = (content: string, exportName: string): ArabicContentSource => ({ content, exportName });

export const arabicContentTable: Readonly<Record<string, ArabicContentSource>> = {
  '/ar': ar('home', 'homeContent'),
  '/ar/about': ar('about', 'aboutContent'),
  '/ar/about/who-we-are': ar('about', 'aboutContent'),
  '/ar/about/our-departments': ar('about', 'aboutContent'),
  '/ar/about/our-vision': ar('about', 'aboutContent'),
  '/ar/services': ar('services', 'servicesContent'),
  '/ar/services/field-data': ar('services', 'servicesContent'),
  '/ar/services/research-methodologies': ar('services', 'servicesContent'),
  '/ar/services/data-analysis': ar('services', 'servicesContent'),
  '/ar/services/quality-assurance': ar('services', 'servicesContent'),
  '/ar/services/geographic-coverage': ar('services', 'servicesContent'),
  '/ar/training': ar('training', 'trainingContent'),
  '/ar/consultancy': ar('consultancy', 'consultancyContent'),
  '/ar/consultancy/market-analysis': ar('consultancy', 'marketAnalysisContent'),
  '/ar/consultancy/strategic-planning': ar('consultancy', 'strategicPlanningContent'),
  '/ar/consultancy/business-development': ar('consultancy', 'businessDevelopmentContent'),
  '/ar/consultancy/sustainability-circularity': ar('consultancy', 'sustainabilityContent'),
  '/ar/swatx': ar('swatx', 'swatxContent'),
  '/ar/swatx/panel-management': ar('swatx', 'panelManagementContent'),
  '/ar/swatx/sample-sourcing': ar('swatx', 'sampleSourcingContent'),
  '/ar/monitor': ar('monitor', 'monitorContent'),
  '/ar/swat-ai': ar('swat-ai', 'swatAiContent'),
  '/ar/swat-ai/implementation': ar('swat-ai', 'aiImplementationContent'),
  '/ar/swat-ai/ai-services': ar('swat-ai', 'aiServicesContent'),
  '/ar/swat-ai/app-development': ar('swat-ai', 'appDevelopmentContent'),
  '/ar/swat-ai/learning-center': ar('swat-ai', 'learningCenterContent'),
  '/ar/swat-ai/success-stories': ar('swat-ai', 'successStoriesContent'),
  '/ar/swat-ai/development-process': ar('swat-ai', 'developmentProcessContent'),
  '/ar/swat-ai/swatlab': ar('swat-ai', 'swatLabContent'),
  '/ar/coming-soon': ar('coming-soon', 'comingSoonContent'),
  '/ar/privacy-policy': ar('legal', 'privacyContent'),
  '/ar/terms-of-service': ar('legal', 'termsContent'),
  '/ar/cookie-policy': ar('legal', 'cookieContent'),
};

/** Arabic pages with a component of their own (the contact form). */
export const arabicPageTable: PageTable = {
  '/ar/contact': { module: 'contact/ArabicContactPage' },
};

/** Every route's source files, for the build's prerender step to find the chunks each page needs. */
export const routeSourceFiles: Readonly<Record<string, string | readonly string[]>> = {
  ...pageModuleFiles(pageTable),
  ...pageModuleFiles(arabicPageTable),
  ...Object.fromEntries(
    Object.entries(arabicContentTable).map(([path, source]) => [path, [`src/content/pages-ar/${source.content}.ts`, 'src/features/layout/ContentPage.tsx']]),
  ),
};
