/** A navigation entry, as the product spec defines it (section 3). */
export interface NavItem {
  label: string;
  path: string;
  isNew?: boolean;
  /** Rendered in the danger colour on hover (the monitoring product). */
  highlight?: 'monitor';
  dropdown?: readonly NavItem[];
}

/** The main navigation of spec section 2, in order. */
export const mainNavigation: readonly NavItem[] = [
  {
    label: 'About',
    path: '/about',
    dropdown: [
      { label: 'Home', path: '/' },
      { label: 'Who We Are', path: '/about/who-we-are' },
      { label: 'Our Departments', path: '/about/our-departments' },
      { label: 'Our Vision', path: '/about/our-vision' },
    ],
  },
  {
    label: 'Research',
    path: '/services',
    dropdown: [
      { label: 'Field Data Collection', path: '/services/field-data' },
      { label: 'Research Methodologies', path: '/services/research-methodologies' },
      { label: 'Data Processing & Analysis', path: '/services/data-analysis' },
      { label: 'Quality Assurance', path: '/services/quality-assurance' },
      { label: 'Geographic Coverage', path: '/services/geographic-coverage' },
    ],
  },
  {
    label: 'Consultancy',
    path: '/consultancy',
    dropdown: [
      { label: 'Market Analysis', path: '/consultancy/market-analysis' },
      { label: 'Strategic Planning', path: '/consultancy/strategic-planning' },
      { label: 'Business Development', path: '/consultancy/business-development' },
      { label: 'Circularity & Sustainability Advisory', path: '/consultancy/sustainability-circularity' },
    ],
  },
  {
    label: 'SWAT AI',
    path: '/swat-ai',
    isNew: true,
    dropdown: [
      { label: 'AI Implementation', path: '/swat-ai/implementation' },
      { label: 'AI Services', path: '/swat-ai/ai-services' },
      { label: 'SWAT Lab', path: '/swat-ai/swatlab', isNew: true },
      { label: 'Learning Center', path: '/swat-ai/learning-center' },
      { label: 'App Development', path: '/swat-ai/app-development' },
      { label: 'Success Stories', path: '/swat-ai/success-stories' },
      { label: 'Development Process', path: '/swat-ai/development-process' },
    ],
  },
  {
    label: 'SWATX',
    path: '/swatx',
    dropdown: [
      { label: 'Panel Management', path: '/swatx/panel-management' },
      { label: 'Sample Sourcing', path: '/swatx/sample-sourcing' },
    ],
  },
  { label: 'Monitor', path: '/monitor', isNew: true, highlight: 'monitor' },
  { label: 'Contact', path: '/contact' },
];

/** The six service links of the footer. */
export const footerServiceLinks: readonly NavItem[] = [
  { label: 'Field Data Collection', path: '/services/field-data' },
  { label: 'Research Methodologies', path: '/services/research-methodologies' },
  { label: 'Data Processing & Analysis', path: '/services/data-analysis' },
  { label: 'Market Analysis', path: '/consultancy/market-analysis' },
  { label: 'AI Services', path: '/swat-ai/ai-services' },
  { label: 'Panel Management', path: '/swatx/panel-management' },
];

export const footerQuickLinks: readonly NavItem[] = [
  { label: 'About Us', path: '/about' },
  { label: 'Training', path: '/training' },
  { label: 'Success Stories', path: '/swat-ai/success-stories' },
  { label: 'Client Login', path: '/client-login' },
  { label: 'Contact', path: '/contact' },
];

export const legalLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', path: '/privacy-policy' },
  { label: 'Terms of Service', path: '/terms-of-service' },
  { label: 'Cookie Policy', path: '/cookie-policy' },
];

/** Section pages prefetched on hover, touch or idle (spec: link behaviour). */
export const PREFETCHED_SECTION_PATHS = ['/', '/about', '/services', '/consultancy', '/swat-ai', '/swatx', '/contact'] as const;
