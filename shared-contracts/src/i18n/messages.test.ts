import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { messages } from './messages';
import { siteTexts, arabicNavLabels, navigationFor } from '../site/site-text';
import { footerQuickLinks, footerServiceLinks, legalLinks, mainNavigation, type NavItem } from '../site/navigation';
import { siteConfig } from '../site/site-config';

/** Every leaf of a table as [dotted key, value]; functions are called with a sample argument. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') return [[`${prefix}()`, String((value as (arg: string) => string)('X'))]];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  throw new Error(`${prefix} is neither text nor a table`);
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe.each([
  ['messages', messages],
  ['site texts', siteTexts],
])('%s', (_name, table) => {
  it('has every key in both languages, none empty', () => {
    const keys = LANGUAGES.map((language) => leaves(table[language]).map(([key]) => key));
    expect(keys[1]).toEqual(keys[0]);
    for (const language of LANGUAGES) {
      for (const [key, text] of leaves(table[language])) expect(text.trim(), `${language}.${key}`).not.toBe('');
    }
  });

  it('has Arabic prose in every Arabic text that is not a name, code or number', () => {
    const latinOnly = new Set(['switcher.label']);
    for (const [key, text] of leaves(table.ar)) {
      if (latinOnly.has(key)) continue;
      expect(text, `ar.${key}`).toMatch(ARABIC_LETTER);
    }
  });
});

describe('the English messages are the spec’s, word for word (section 8)', () => {
  const en = messages.en;
  it.each([
    [en.loginFailed.title, 'Login failed'],
    [en.loginFailed.fallbackDescription, 'Please check your credentials and try again'],
    [en.loginSuccess.title, 'Login successful'],
    [en.loginSuccess.description, 'Welcome to your Dashboard!'],
    [en.logout.title, 'Logged out'],
    [en.logout.description, 'You have been logged out successfully'],
    [en.logoutFailed.title, 'Logout failed'],
    [en.chatFailure.title, 'Error'],
    [en.chatFailure.description, 'Failed to send your message. Please try again.'],
    [en.chatFailure.reply, "Sorry, I'm having trouble connecting right now. Please try again later."],
    [en.offline.title, 'Connection Issue'],
    [en.offline.description, 'You appear to be offline. Some features may not work properly.'],
    [en.online.title, 'Connection Restored'],
    [en.online.description, "You're back online. The page will reload shortly."],
    [en.badGateway.title, 'Temporary Server Issue'],
    [en.badGateway.description, "We're experiencing a brief connectivity issue. Retrying automatically..."],
    [en.connectionError.title, 'Connection Error'],
    [en.connectionError.description, 'Unable to connect to the server. Please check your connection and try again.'],
    [en.loadingContent, 'Loading content...'],
    [en.remoteUnavailable.heading, 'This part of the site is not available right now'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the English chrome from the site config', () => {
    expect(siteTexts.en.aboutText).toBe(siteConfig.aboutText);
    expect(siteTexts.en.logoAlt).toBe(siteConfig.brand.logoAlt);
    expect(siteTexts.en.assistantTitle).toBe(siteConfig.brand.assistantTitle);
    expect(siteTexts.en.office.label).toBe(siteConfig.office.label);
  });
});

const flatten = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.dropdown ?? [])]);

describe('navigation by language', () => {
  it('has an Arabic label for every English navigation label', () => {
    for (const item of flatten([...mainNavigation, ...footerServiceLinks, ...footerQuickLinks, ...legalLinks])) {
      expect(arabicNavLabels[item.label], item.label).toBeTruthy();
    }
  });

  it('is the English navigation, unchanged, on English pages', () => {
    expect(navigationFor('en').main).toBe(mainNavigation);
    expect(navigationFor('en').legal).toBe(legalLinks);
  });

  it('points Arabic navigation at /ar pages, in the same order and shape, the client login excepted', () => {
    const ar = navigationFor('ar');
    const english = flatten(mainNavigation);
    const arabic = flatten(ar.main);
    expect(arabic.map((item) => item.path)).toEqual(english.map((item) => (item.path === '/' ? '/ar' : `/ar${item.path}`)));
    expect(arabic.map((item) => item.isNew)).toEqual(english.map((item) => item.isNew));
    expect(ar.main[0]?.label).toBe('عن الشركة');
    expect(ar.footerQuick.find((item) => item.label === 'دخول العملاء')?.path).toBe('/client-login');
    expect(ar.legal.map((item) => item.path)).toEqual(['/ar/privacy-policy', '/ar/terms-of-service', '/ar/cookie-policy']);
  });
});
