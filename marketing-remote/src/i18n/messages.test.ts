import { describe, expect, it } from 'vitest';
import { contactInquirySchema, SERVICE_OF_INTEREST_LABELS, siteConfig } from '@swat/shared-contracts';
import { describeCatalogs } from '@swat/shared-contracts/i18n/testing';
import { marketingCatalogs } from './messages/index';
import { contactCatalogs } from './messages/contact/index';

describeCatalogs('marketing', marketingCatalogs);
describeCatalogs('contact form', contactCatalogs, { latinInArabic: ['contact.service.swat-monitor'] });

describe('the contact form’s English', () => {
  const en = contactCatalogs.en;

  it('names the services as the contract does', () => {
    for (const [key, label] of Object.entries(SERVICE_OF_INTEREST_LABELS)) expect(en, key).toHaveProperty([`contact.service.${key}`], label);
  });

  it('gives the office as the site config does', () => {
    expect(`${en['contact.officeAddress.street']}, ${en['contact.officeAddress.cityCountry']}`).toBe(`${siteConfig.office.streetAddress}, ${siteConfig.office.locality}, ${siteConfig.office.country}`);
    expect(en['contact.details.office']).toBe(siteConfig.office.label);
  });

  it('has a message, word for word, for every refusal of the inquiry schema, so Arabic pages can translate them', () => {
    const bad = [
      {},
      { name: 'x'.repeat(200), company: 'y'.repeat(200), email: 'x'.repeat(300), phone: '1'.repeat(80), message: 'short' },
      { email: 'not an e-mail', phone: 'call me', message: 'm'.repeat(6000) },
    ];
    const english = new Set(Object.entries(en).filter(([key]) => key.startsWith('contact.error.')).map(([, text]) => text.replace('{min}', '20').replace('{max}', '5000')));
    for (const input of bad) {
      const result = contactInquirySchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.success ? [] : result.error.issues) expect(english, issue.message).toContain(issue.message);
    }
  });
});
