import { describe, expect, it } from 'vitest';
import { siteConfig } from '@swat/shared-contracts';
import { loadPageMessages } from './page-messages';
import { describeCatalogs } from '@swat/shared-contracts/i18n/testing';
import { shellCatalogs } from './messages';

describeCatalogs('shell', shellCatalogs, { latinInArabic: ['switcher.label'] });

describe('the English chrome', () => {
  it('says what the site config says', async () => {
    const { t } = await loadPageMessages('en');
    const { office } = siteConfig;
    expect(t('aboutText')).toBe(siteConfig.aboutText);
    expect(t('logoAlt')).toBe(siteConfig.brand.logoAlt);
    expect(t('assistantTitle')).toBe(siteConfig.brand.assistantTitle);
    expect(t('office.label')).toBe(office.label);
    expect(t('office.address')).toBe(`${office.streetAddress}, ${office.locality}, ${office.country}`);
  });
});
