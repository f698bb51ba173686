/**
 * Brand names, contact details and social links: one module that the shell's
 * footer, the marketing pages, the bff's structured data and the chat assistant read.
 */
export const siteConfig = {
  brand: {
    name: 'SWAT Research',
    legalName: 'SWAT Research',
    ai: 'SWAT AI',
    panel: 'SWATX',
    lab: 'SWAT Lab',
    monitor: 'SWAT Monitor',
    assistantTitle: 'SWAT Research Assistant',
    logoAlt: 'SWAT Research logo',
  },
  foundingYear: 2007,
  networkCountries: 80,
  languages: ['English', 'Arabic'],
  areaServed: 'Middle East and North Africa (MENA)',
  office: {
    label: 'Dubai office',
    streetAddress: 'Office 1204, Business Bay Tower, Al Abraj Street, Business Bay',
    locality: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
  },
  /** The UAE working week has run Monday to Friday since 2022; the copy and the structured data read this. */
  officeHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  phone: { display: '+971 4 555 0142', href: 'tel:+97145550142' },
  emails: {
    quotations: 'quotes@swatresearch.ae',
    general: 'info@swatresearch.ae',
  },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/swat-research' },
    { label: 'X (Twitter)', href: 'https://x.com/swatresearch' },
    { label: 'Instagram', href: 'https://www.instagram.com/swatresearch' },
    { label: 'YouTube', href: 'https://www.youtube.com/@swatresearch' },
  ],
  aboutText:
    'SWAT Research is a Dubai-based market research, consultancy and AI-services firm. Since 2007 we have collected and analysed data across the Middle East and North Africa, with partners in more than 80 countries.',
} as const;

export type SiteConfig = typeof siteConfig;
