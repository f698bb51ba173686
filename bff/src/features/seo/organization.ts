import { siteConfig } from '@swat/shared-contracts';

type JsonLd = Record<string, unknown>;

/** The site-level Organization every public page carries, built from the shared site config. */
export function organizationJsonLd(publicOrigin: string): JsonLd {
  const origin = new URL(publicOrigin).origin;
  const { brand, office, phone, emails } = siteConfig;
  const telephone = phone.href.replace(/^tel:/, '');
  const hoursAvailable = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...siteConfig.officeHours.days],
    opens: siteConfig.officeHours.opens,
    closes: siteConfig.officeHours.closes,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: siteConfig.aboutText,
    foundingDate: String(siteConfig.foundingYear),
    areaServed: { '@type': 'Place', name: siteConfig.areaServed },
    availableLanguage: [...siteConfig.languages],
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressCountry: office.countryCode,
    },
    telephone,
    email: emails.general,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        name: 'Quotation requests',
        email: emails.quotations,
        telephone,
        areaServed: siteConfig.areaServed,
        availableLanguage: [...siteConfig.languages],
        hoursAvailable,
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: 'General inquiries',
        email: emails.general,
        telephone,
        areaServed: siteConfig.areaServed,
        availableLanguage: [...siteConfig.languages],
        hoursAvailable,
      },
    ],
    sameAs: siteConfig.social.map((s) => s.href),
  };
}

const URL_KEYS = new Set(['@id', 'url', 'item', 'logo', 'image']);

/**
 * Manifests write page URLs as paths (a remote does not know the public origin);
 * search engines want absolute ones, so every site-relative URL field is resolved here.
 */
export function absolutiseJsonLd<T>(value: T, publicOrigin: string): T {
  if (Array.isArray(value)) return value.map((v) => absolutiseJsonLd(v, publicOrigin)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        URL_KEYS.has(key) && typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') ? new URL(v, publicOrigin).toString() : absolutiseJsonLd(v, publicOrigin),
      ]),
    ) as T;
  }
  return value;
}
