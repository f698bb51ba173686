import type { RemotePageComponent, RemotePageLoader, RemotePagesModule } from '@swat/shared-contracts';
import '../styles.css';
import { contentPageLoader } from './content-page-loader';

/** A loader for one named export of a section's module: one chunk per section, one component per page. */
const pick =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RemotePageLoader =>
  async () => ({ default: (await load())[name] as RemotePageComponent });

const home = () => import('../features/home/HomePage');
const about = () => import('../features/about/AboutPage');
const services = () => import('../features/services/ServicesPage');
const training = () => import('../features/training/TrainingPage');
const consultancy = () => import('../features/consultancy/ConsultancyPages');
const swatx = () => import('../features/swatx/SwatxPages');
const monitor = () => import('../features/monitor/MonitorPage');
const swatAi = () => import('../features/swat-ai/SwatAiPages');
const contact = () => import('../features/contact/ContactPage');
const comingSoon = () => import('../features/coming-soon/ComingSoonPage');
const legal = () => import('../features/legal/LegalPages');

const arHome = contentPageLoader(() => import('../content/pages-ar/home'), 'homeContent');
const arAbout = contentPageLoader(() => import('../content/pages-ar/about'), 'aboutContent');
const arServices = contentPageLoader(() => import('../content/pages-ar/services'), 'servicesContent');
const arConsultancy = () => import('../content/pages-ar/consultancy');
const arSwatx = () => import('../content/pages-ar/swatx');
const arSwatAi = () => import('../content/pages-ar/swat-ai');
const arLegal = () => import('../content/pages-ar/legal');

/**
 * Exposed as `marketing/pages`: one lazy loader per route of content/routes.ts.
 * Written out rather than derived from the route table, so the entry chunk does not carry every page's copy.
 */
const remote: RemotePagesModule = {
  pages: {
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
    '/training': training,
    '/consultancy': pick(consultancy, 'ConsultancyPage'),
    '/consultancy/market-analysis': pick(consultancy, 'MarketAnalysisPage'),
    '/consultancy/strategic-planning': pick(consultancy, 'StrategicPlanningPage'),
    '/consultancy/business-development': pick(consultancy, 'BusinessDevelopmentPage'),
    '/consultancy/sustainability-circularity': pick(consultancy, 'SustainabilityPage'),
    '/swatx': pick(swatx, 'SwatxPage'),
    '/swatx/panel-management': pick(swatx, 'PanelManagementPage'),
    '/swatx/sample-sourcing': pick(swatx, 'SampleSourcingPage'),
    '/monitor': monitor,
    '/swat-ai': pick(swatAi, 'SwatAiPage'),
    '/swat-ai/implementation': pick(swatAi, 'AiImplementationPage'),
    '/swat-ai/ai-services': pick(swatAi, 'AiServicesPage'),
    '/swat-ai/app-development': pick(swatAi, 'AppDevelopmentPage'),
    '/swat-ai/learning-center': pick(swatAi, 'LearningCenterPage'),
    '/swat-ai/success-stories': pick(swatAi, 'SuccessStoriesPage'),
    '/swat-ai/development-process': pick(swatAi, 'DevelopmentProcessPage'),
    '/swat-ai/swatlab': pick(swatAi, 'SwatLabPage'),
    '/contact': contact,
    '/coming-soon': comingSoon,
    '/privacy-policy': pick(legal, 'PrivacyPolicyPage'),
    '/terms-of-service': pick(legal, 'TermsOfServicePage'),
    '/cookie-policy': pick(legal, 'CookiePolicyPage'),
    '/ar': arHome,
    '/ar/about': arAbout,
    '/ar/about/who-we-are': arAbout,
    '/ar/about/our-departments': arAbout,
    '/ar/about/our-vision': arAbout,
    '/ar/services': arServices,
    '/ar/services/field-data': arServices,
    '/ar/services/research-methodologies': arServices,
    '/ar/services/data-analysis': arServices,
    '/ar/services/quality-assurance': arServices,
    '/ar/services/geographic-coverage': arServices,
    '/ar/training': contentPageLoader(() => import('../content/pages-ar/training'), 'trainingContent'),
    '/ar/consultancy': contentPageLoader(arConsultancy, 'consultancyContent'),
    '/ar/consultancy/market-analysis': contentPageLoader(arConsultancy, 'marketAnalysisContent'),
    '/ar/consultancy/strategic-planning': contentPageLoader(arConsultancy, 'strategicPlanningContent'),
    '/ar/consultancy/business-development': contentPageLoader(arConsultancy, 'businessDevelopmentContent'),
    '/ar/consultancy/sustainability-circularity': contentPageLoader(arConsultancy, 'sustainabilityContent'),
    '/ar/swatx': contentPageLoader(arSwatx, 'swatxContent'),
    '/ar/swatx/panel-management': contentPageLoader(arSwatx, 'panelManagementContent'),
    '/ar/swatx/sample-sourcing': contentPageLoader(arSwatx, 'sampleSourcingContent'),
    '/ar/monitor': contentPageLoader(() => import('../content/pages-ar/monitor'), 'monitorContent'),
    '/ar/swat-ai': contentPageLoader(arSwatAi, 'swatAiContent'),
    '/ar/swat-ai/implementation': contentPageLoader(arSwatAi, 'aiImplementationContent'),
    '/ar/swat-ai/ai-services': contentPageLoader(arSwatAi, 'aiServicesContent'),
    '/ar/swat-ai/app-development': contentPageLoader(arSwatAi, 'appDevelopmentContent'),
    '/ar/swat-ai/learning-center': contentPageLoader(arSwatAi, 'learningCenterContent'),
    '/ar/swat-ai/success-stories': contentPageLoader(arSwatAi, 'successStoriesContent'),
    '/ar/swat-ai/development-process': contentPageLoader(arSwatAi, 'developmentProcessContent'),
    '/ar/swat-ai/swatlab': contentPageLoader(arSwatAi, 'swatLabContent'),
    '/ar/contact': () => import('../features/contact/ArabicContactPage'),
    '/ar/coming-soon': contentPageLoader(() => import('../content/pages-ar/coming-soon'), 'comingSoonContent'),
    '/ar/privacy-policy': contentPageLoader(arLegal, 'privacyContent'),
    '/ar/terms-of-service': contentPageLoader(arLegal, 'termsContent'),
    '/ar/cookie-policy': contentPageLoader(arLegal, 'cookieContent'),
  },
};

export default remote;
