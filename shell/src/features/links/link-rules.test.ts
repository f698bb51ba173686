import { describe, expect, it } from 'vitest';
import { classifyHref, isCurrentPage, shouldNavigateClientSide } from './link-rules';

const origin = 'https://swat.example';
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra });

describe('classifyHref', () => {
  it('treats site paths as internal', () => {
    expect(classifyHref('/about', origin)).toBe('internal');
    expect(classifyHref('/services/field-data?x=1', origin)).toBe('internal');
  });

  it('leaves hash, mailto, tel and protocol-relative links to the browser', () => {
    expect(classifyHref('#team', origin)).toBe('plain');
    expect(classifyHref('/about#team', origin)).toBe('plain');
    expect(classifyHref('mailto:info@swatresearch.ae', origin)).toBe('plain');
    expect(classifyHref('tel:+97145550142', origin)).toBe('plain');
    expect(classifyHref('//cdn.example/x', origin)).toBe('plain');
  });

  it('marks http links to another origin external and same-origin ones plain', () => {
    expect(classifyHref('https://www.linkedin.com/company/swat-research', origin)).toBe('external');
    expect(classifyHref('http://other.example/', origin)).toBe('external');
    expect(classifyHref(`${origin}/about`, origin)).toBe('plain');
  });
});

describe('shouldNavigateClientSide', () => {
  it('navigates client-side on a plain left click of an internal link', () => {
    expect(shouldNavigateClientSide(click, anchor('/contact'), origin)).toBe(true);
  });

  it.each([
    ['meta', { metaKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves the click to the browser with %s', (_name, change) => {
    expect(shouldNavigateClientSide({ ...click, ...change }, anchor('/contact'), origin)).toBe(false);
  });

  it('leaves new-tab targets, downloads and non-internal links alone', () => {
    expect(shouldNavigateClientSide(click, anchor('/contact', { target: '_blank' }), origin)).toBe(false);
    expect(shouldNavigateClientSide(click, anchor('/file.pdf', { download: true }), origin)).toBe(false);
    expect(shouldNavigateClientSide(click, anchor('https://x.com/swatresearch'), origin)).toBe(false);
    expect(shouldNavigateClientSide(click, anchor('#top'), origin)).toBe(false);
  });
});

describe('isCurrentPage', () => {
  it('matches the current path, ignoring a trailing slash', () => {
    expect(isCurrentPage('/about', '/about')).toBe(true);
    expect(isCurrentPage('/about/', '/about')).toBe(true);
    expect(isCurrentPage('/about', '/about/who-we-are')).toBe(false);
    expect(isCurrentPage('/contact?x=1', '/contact', '')).toBe(false);
  });
});
