import { describe, expect, it, vi } from 'vitest';
import { createPrefetcher, idlePrefetchPaths, isCrawler, isPrefetchedSection, shouldPrefetchHome, whenIdle } from './prefetch-rules';

const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('createPrefetcher', () => {
  it('loads a page once, however often it is asked', () => {
    const load = vi.fn(() => Promise.resolve());
    const prefetcher = createPrefetcher(load);
    expect(prefetcher.prefetch('/about', '/')).toBe(true);
    expect(prefetcher.prefetch('/about', '/')).toBe(false);
    expect(prefetcher.prefetch('/about/', '/contact')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/about');
  });

  it('never prefetches the current page', () => {
    const load = vi.fn(() => Promise.resolve());
    const prefetcher = createPrefetcher(load);
    expect(prefetcher.prefetch('/contact', '/contact')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('allows another try after a failed prefetch', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const prefetcher = createPrefetcher(load);
    prefetcher.prefetch('/about', '/');
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetcher.has('/about')).toBe(false);
  });
});

describe('home prefetch', () => {
  it('is added on other pages for visitors', () => {
    expect(shouldPrefetchHome('/about', browserUa)).toBe(true);
    expect(shouldPrefetchHome('/', browserUa)).toBe(false);
  });

  it('is not added for crawlers, the client dashboard or the admin area', () => {
    expect(isCrawler(googlebot)).toBe(true);
    expect(shouldPrefetchHome('/about', googlebot)).toBe(false);
    expect(shouldPrefetchHome('/client-dashboard', browserUa)).toBe(false);
    expect(shouldPrefetchHome('/client-dashboard/project/7', browserUa)).toBe(false);
    expect(shouldPrefetchHome('/ar/client-dashboard/project/7', browserUa)).toBe(false);
    expect(shouldPrefetchHome('/swatadmin', browserUa)).toBe(false);
    expect(shouldPrefetchHome('/swatdashboard/create-project', browserUa)).toBe(false);
  });
});

describe('idlePrefetchPaths', () => {
  it('lists the section pages except the current one, plus home away from home', () => {
    expect(idlePrefetchPaths('/', browserUa)).toEqual(['/about', '/services', '/consultancy', '/swat-ai', '/swatx', '/contact']);
    expect(idlePrefetchPaths('/contact', browserUa)).toEqual(['/', '/about', '/services', '/consultancy', '/swat-ai', '/swatx']);
  });

  it('leaves out only the home page for crawlers, the client dashboard and the admin area', () => {
    const sections = ['/about', '/services', '/consultancy', '/swat-ai', '/swatx', '/contact'];
    expect(idlePrefetchPaths('/services', googlebot)).toEqual(sections.filter((p) => p !== '/services'));
    expect(idlePrefetchPaths('/client-dashboard', browserUa)).toEqual(sections);
    expect(idlePrefetchPaths('/client-dashboard/project/7', browserUa)).toEqual(sections);
    expect(idlePrefetchPaths('/swatadmin', browserUa)).toEqual(sections);
    expect(idlePrefetchPaths('/swatdashboard', browserUa)).toEqual(sections);
    expect(idlePrefetchPaths('/client-login', browserUa)).toEqual(['/', ...sections]);
  });
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a 2000 ms timeout', () => {
    const requestIdleCallback = vi.fn((_cb: () => void, _options: { timeout: number }) => 1);
    whenIdle(() => undefined, { requestIdleCallback, setTimeout: vi.fn(), clearTimeout: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it('falls back to a 100 ms timer', () => {
    const setTimeout = vi.fn((_cb: () => void, _ms: number) => 1);
    whenIdle(() => undefined, { setTimeout, clearTimeout: vi.fn() });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 100);
  });
});

describe('prefetch on Arabic pages', () => {
  it('treats the Arabic section pages as sections and prefetches those in the page language', () => {
    expect(isPrefetchedSection('/ar/about')).toBe(true);
    expect(isPrefetchedSection('/ar')).toBe(true);
    expect(isPrefetchedSection('/ar/about/our-vision')).toBe(false);
    const paths = idlePrefetchPaths('/ar/services', 'Mozilla/5.0');
    expect(paths).toEqual(['/ar', '/ar/about', '/ar/consultancy', '/ar/swat-ai', '/ar/swatx', '/ar/contact']);
    expect(idlePrefetchPaths('/ar', 'Mozilla/5.0')).not.toContain('/ar');
  });
});
