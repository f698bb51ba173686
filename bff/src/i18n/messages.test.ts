import { describe, expect, it } from 'vitest';
import { siteConfig } from '@swat/shared-contracts';
import { describeCatalogs } from '@swat/shared-contracts/i18n/testing';
import { bffCatalogs, bffMessages } from './messages';

describeCatalogs('bff', bffCatalogs);

describe('the assistant’s set replies', () => {
  it('give the office address the site config holds', () => {
    const { office } = siteConfig;
    expect(bffMessages('en').t('chat.officeAddress')).toBe(`${office.streetAddress}, ${office.locality}, ${office.country}`);
  });
});
