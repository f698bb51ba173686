/**
 * Which component shows each route: a module under src/features (one chunk per section) and
 * its export. Plain data, so the build (in Node) knows each route's chunk for prerendering and
 * the browser entry (pages.ts) loads the same module.
 */
export interface PageSource {
  /** Path under src/features without the extension, e.g. 'home/HomePage'. */
  module: string;
  /** Named export; the default export when absent. */
  exportName?: string;
}

const home: PageSource = { module: 'home/HomePage' };
const about: PageSource = { module: 'about/AboutPage' };
const services: PageSource = { module: 'services/ServicesPage' };
const consultancy = (exportName: string): PageSource => ({ module: 'consultancy/ConsultancyPages', exportName });
const swatx = (exportName: string): PageSource => ({ module: 'swatx/SwatxPages', exportName });
const swatAi = (exportName: string): PageSource => ({ module: 'swat-ai/SwatAiPages', exportName });
const legal = (exportName: string): PageSource => ({ module: 'legal/LegalPages', exportName });

export const pageTable: Readonly<Record<string, PageSource>> = {
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

/** The source file of a page module, relative to the package root (what the build's chunks name). */
export const pageModuleFile = (source: PageSource) => `src/features/${source.module}.tsx`;

/** Every route's source file, for the prerender step. */
export const pageModuleFiles: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(pageTable).map(([path, source]) => [path, pageModuleFile(source)]),
);
