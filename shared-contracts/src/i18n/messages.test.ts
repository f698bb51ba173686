import { describe, expect, it } from 'vitest';
import { sharedCatalogs, sharedMessages } from './messages';
import { navigationCatalogs } from './messages/navigation';
import { describeCatalogs } from './testing/describe-catalogs';
import { navigationFor } from '../site/navigation-for';
import { footerQuickLinks, footerServiceLinks, legalLinks, mainNavigation, type NavItem } from '../site/navigation';

describeCatalogs('shared', sharedCatalogs);
describeCatalogs('navigation', navigationCatalogs, { latinInArabic: ['nav.SWAT AI', 'nav.SWAT Lab', 'nav.SWATX'] });

describe('the English messages are the spec’s, word for word (section 8)', () => {
  const { t } = sharedMessages('en');
  it.each([
    [t('loginFailed.title'), 'Login failed'],
    [t('loginFailed.fallbackDescription'), 'Please check your credentials and try again'],
    [t('loginSuccess.title'), 'Login successful'],
    [t('loginSuccess.description'), 'Welcome to your Dashboard!'],
    [t('logout.title'), 'Logged out'],
    [t('logout.description'), 'You have been logged out successfully'],
    [t('logoutFailed.title'), 'Logout failed'],
    [t('chatFailure.title'), 'Error'],
    [t('chatFailure.description'), 'Failed to send your message. Please try again.'],
    [t('chatFailure.reply'), "Sorry, I'm having trouble connecting right now. Please try again later."],
    [t('offline.title'), 'Connection Issue'],
    [t('offline.description'), 'You appear to be offline. Some features may not work properly.'],
    [t('online.title'), 'Connection Restored'],
    [t('online.description'), "You're back online. The page will reload shortly."],
    [t('badGateway.title'), 'Temporary Server Issue'],
    [t('badGateway.description'), "We're experiencing a brief connectivity issue. Retrying automatically..."],
    [t('connectionError.title'), 'Connection Error'],
    [t('connectionError.description'), 'Unable to connect to the server. Please check your connection and try again.'],
    [t('loadingContent'), 'Loading content...'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

const flatten = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.dropdown ?? [])]);

describe('navigation by language', () => {
  it('has a message for every navigation label, in English the label itself', () => {
    for (const item of flatten([...mainNavigation, ...footerServiceLinks, ...footerQuickLinks, ...legalLinks])) {
      const key = `nav.${item.label}`;
      expect(navigationCatalogs.en, item.label).toHaveProperty([key], item.label);
      expect(navigationCatalogs.ar, item.label).toHaveProperty([key]);
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
    expect(ar.footerQuick.find((item) => item.label === 'دخول العملاء')?.path).toBe('/ar/client-login');
    expect(ar.legal.map((item) => item.path)).toEqual(['/ar/privacy-policy', '/ar/terms-of-service', '/ar/cookie-policy']);
  });
});
