/**
 * The navigation's labels, keyed by the English label the navigation tables use
 * (site/navigation.ts). English pages show the tables as they are; only other languages load this.
 */
export const en = {
  'nav.About': 'About',
  'nav.Home': 'Home',
  'nav.Who We Are': 'Who We Are',
  'nav.Our Departments': 'Our Departments',
  'nav.Our Vision': 'Our Vision',
  'nav.Research': 'Research',
  'nav.Field Data Collection': 'Field Data Collection',
  'nav.Research Methodologies': 'Research Methodologies',
  'nav.Data Processing & Analysis': 'Data Processing & Analysis',
  'nav.Quality Assurance': 'Quality Assurance',
  'nav.Geographic Coverage': 'Geographic Coverage',
  'nav.Consultancy': 'Consultancy',
  'nav.Market Analysis': 'Market Analysis',
  'nav.Strategic Planning': 'Strategic Planning',
  'nav.Business Development': 'Business Development',
  'nav.Circularity & Sustainability Advisory': 'Circularity & Sustainability Advisory',
  'nav.SWAT AI': 'SWAT AI',
  'nav.AI Implementation': 'AI Implementation',
  'nav.AI Services': 'AI Services',
  'nav.SWAT Lab': 'SWAT Lab',
  'nav.Learning Center': 'Learning Center',
  'nav.App Development': 'App Development',
  'nav.Success Stories': 'Success Stories',
  'nav.Development Process': 'Development Process',
  'nav.SWATX': 'SWATX',
  'nav.Panel Management': 'Panel Management',
  'nav.Sample Sourcing': 'Sample Sourcing',
  'nav.Monitor': 'Monitor',
  'nav.Contact': 'Contact',
  'nav.About Us': 'About Us',
  'nav.Training': 'Training',
  'nav.Client Login': 'Client Login',
  'nav.Privacy Policy': 'Privacy Policy',
  'nav.Terms of Service': 'Terms of Service',
  'nav.Cookie Policy': 'Cookie Policy',
};

export type NavigationMessageKey = keyof typeof en;
