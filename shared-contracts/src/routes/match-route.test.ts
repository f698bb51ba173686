import { describe, expect, it } from 'vitest';
import { matchRoutePattern } from './match-route';

describe('matchRoutePattern', () => {
  it('matches static paths, with or without a trailing slash', () => {
    expect(matchRoutePattern('/about', '/about')).toEqual({});
    expect(matchRoutePattern('/about', '/about/')).toEqual({});
    expect(matchRoutePattern('/', '/')).toEqual({});
  });
  it('captures and decodes parameters', () => {
    expect(matchRoutePattern('/project/:id', '/project/a%20b')).toEqual({ id: 'a b' });
  });
  it('refuses other paths, empty parameters and broken escapes', () => {
    expect(matchRoutePattern('/about', '/about/team')).toBeNull();
    expect(matchRoutePattern('/project/:id', '/project/')).toBeNull();
    expect(matchRoutePattern('/project/:id', '/project/%E0%A4%A')).toBeNull();
    expect(matchRoutePattern('/', '/about')).toBeNull();
  });
});
