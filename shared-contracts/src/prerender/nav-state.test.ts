import { describe, expect, it } from 'vitest';
import { mainNavigation } from '../site/navigation';
import { navigationFor } from '../site/navigation-for';
import { isInSection, navStateKey, navStateProbes } from './nav-state';

describe('navigation state of a path (which prerendered chrome hydrates without a difference)', () => {
  it('names navigation paths themselves, other pages by their section, anything else by *', () => {
    expect(navStateKey('/', mainNavigation)).toBe('/');
    expect(navStateKey('/about/our-vision', mainNavigation)).toBe('/about/our-vision');
    expect(navStateKey('/about/our-vision/', mainNavigation)).toBe('/about/our-vision');
    expect(navStateKey('/consultancy/unknown', mainNavigation)).toBe('/consultancy/*');
    expect(navStateKey('/privacy-policy', mainNavigation)).toBe('*');
  });

  it('the home section is the home page only', () => {
    expect(isInSection('/', '/')).toBe(true);
    expect(isInSection('/about', '/')).toBe(false);
    expect(isInSection('/about-us', '/about')).toBe(false);
  });

  it('gives one probe path per key, and each probe maps back to its own key', () => {
    const probes = navStateProbes(mainNavigation);
    expect(new Set(probes.map((p) => p.key)).size).toBe(probes.length);
    for (const probe of probes) expect(navStateKey(probe.path, mainNavigation)).toBe(probe.key);
    expect(probes.map((p) => p.key)).toContain('*');
  });

  it('works for the Arabic navigation, whose pages live under /ar', () => {
    const arabic = navigationFor('ar').main;
    expect(navStateKey('/ar', arabic)).toBe('/ar');
    expect(navStateKey('/ar/privacy-policy', arabic)).toBe('*');
    const probes = navStateProbes(arabic);
    for (const probe of probes) {
      expect(probe.path === '/ar' || probe.path.startsWith('/ar/'), probe.path).toBe(true);
      expect(navStateKey(probe.path, arabic)).toBe(probe.key);
    }
  });
});
