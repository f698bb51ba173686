import { describe, expect, it } from 'vitest';
import { alternatePath, basePath, directionOf, languageOfPath, languageOfText } from './language';
import { isPublicPath, linkPathFor, pageLanguage, readVisitorLanguage, rememberLanguageChoice, visitorLanguage } from './visitor-language';

describe('languageOfPath', () => {
  it.each([
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/about/who-we-are', 'ar'],
    ['/ar?x=1', 'ar'],
    ['/ar#top', 'ar'],
    ['/', 'en'],
    ['/about', 'en'],
    ['/arabic', 'en'],
    ['/area/ar', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('gives Arabic right-to-left and English left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('alternatePath', () => {
  it.each([
    ['/', 'ar', '/ar'],
    ['/about', 'ar', '/ar/about'],
    ['/services/field-data?x=1#y', 'ar', '/ar/services/field-data?x=1#y'],
    ['/ar', 'en', '/'],
    ['/ar/', 'en', '/'],
    ['/ar/about', 'en', '/about'],
    ['/ar/contact#form', 'en', '/contact#form'],
    ['/ar/about', 'ar', '/ar/about'],
    ['/about', 'en', '/about'],
    ['/?q=1', 'ar', '/ar?q=1'],
    ['/ar?q=1', 'en', '/?q=1'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(alternatePath(path, language)).toBe(expected);
  });

  it('round-trips every path', () => {
    for (const path of ['/', '/about', '/swat-ai/swatlab', '/contact?x=1']) {
      expect(alternatePath(alternatePath(path, 'ar'), 'en')).toBe(path);
      expect(basePath(alternatePath(path, 'ar'))).toBe(path);
    }
  });

  it('leaves external and protocol-relative addresses alone', () => {
    expect(alternatePath('https://x.com/a', 'ar')).toBe('https://x.com/a');
    expect(alternatePath('//x.com/a', 'ar')).toBe('//x.com/a');
  });
});

describe('links on Arabic pages', () => {
  it('point public pages to /ar and leave the portal, admin and external links as they are', () => {
    expect(linkPathFor('/about', 'ar')).toBe('/ar/about');
    expect(linkPathFor('/', 'ar')).toBe('/ar');
    expect(linkPathFor('/client-login', 'ar')).toBe('/ar/client-login');
    expect(linkPathFor('/swatdashboard/project/1', 'ar')).toBe('/swatdashboard/project/1');
    expect(linkPathFor('mailto:info@swatresearch.ae', 'ar')).toBe('mailto:info@swatresearch.ae');
    expect(linkPathFor('/about', 'en')).toBe('/about');
    expect(isPublicPath('/clients-and-partners')).toBe(true);
  });
});

describe('the language a visitor came with', () => {
  const origin = 'https://swat.example';

  it('follows the last page of the tab first, then a same-site referrer, then the remembered choice', () => {
    expect(visitorLanguage({ lastPage: 'ar', referrer: `${origin}/about`, origin, remembered: 'en' })).toBe('ar');
    expect(visitorLanguage({ referrer: `${origin}/ar/contact`, origin, remembered: 'en' })).toBe('ar');
    expect(visitorLanguage({ referrer: `${origin}/contact`, origin, remembered: 'ar' })).toBe('en');
    expect(visitorLanguage({ referrer: 'https://elsewhere.example/ar', origin, remembered: 'ar' })).toBe('ar');
    expect(visitorLanguage({ referrer: 'https://elsewhere.example/ar', origin })).toBe('en');
    expect(visitorLanguage({ lastPage: 'fr', referrer: 'not a url', origin, remembered: 'xx' })).toBe('en');
  });

  it('is used only on the client sign-in pages; every other page takes its language from its path', () => {
    const arabicVisitor = () => 'ar' as const;
    expect(pageLanguage('/client-login', arabicVisitor)).toBe('ar');
    expect(pageLanguage('/client', arabicVisitor)).toBe('ar');
    expect(pageLanguage('/client-auth?next=/x', arabicVisitor)).toBe('ar');
    expect(pageLanguage('/client-dashboard', arabicVisitor)).toBe('en');
    expect(pageLanguage('/about', arabicVisitor)).toBe('en');
  });

  it('reads and remembers through storage, and survives blocked storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const browser = { localStorage: storage, sessionStorage: storage, location: { origin }, document: { referrer: '' } };
    expect(readVisitorLanguage(browser)).toBe('en');
    rememberLanguageChoice(browser, 'ar');
    expect(readVisitorLanguage(browser)).toBe('ar');

    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const locked = { localStorage: blocked, sessionStorage: blocked, location: { origin }, document: { referrer: `${origin}/ar` } };
    expect(() => rememberLanguageChoice(locked, 'ar')).not.toThrow();
    expect(readVisitorLanguage(locked)).toBe('ar');
  });
});

describe('languageOfText', () => {
  it('reads Arabic letters as Arabic, Latin ones as English, and neither as unknown', () => {
    expect(languageOfText('هل تغطون سلطنة عُمان؟')).toBe('ar');
    expect(languageOfText('أريد عرض سعر لـ CATI في الرياض')).toBe('ar');
    expect(languageOfText('Do you cover Oman?')).toBe('en');
    expect(languageOfText('٥٠٠')).toBe('ar');
    expect(languageOfText('500 / 2026')).toBeNull();
    expect(languageOfText('')).toBeNull();
  });
});
