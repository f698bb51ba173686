import { describe, expect, it } from 'vitest';
import { userQueryEnabledForPath } from './user-query';

describe('userQueryEnabledForPath', () => {
  it.each([
    '/client-dashboard',
    '/client-dashboard/profile',
    '/client-dashboard/project/42',
    '/client-login',
    '/client-auth',
    '/swatadmin',
    '/ar/client-dashboard',
    '/ar/client-dashboard/project/42',
    '/ar/client-login',
    '/ar/client-auth',
  ])('fetches the user on %s', (path) => expect(userQueryEnabledForPath(path)).toBe(true));

  it.each(['/', '/about', '/client', '/client-login/extra', '/swatadmin/x', '/swatdashboard', '/contact', '/ar', '/ar/about', '/ar/client'])(
    'treats the user as absent on %s',
    (path) => expect(userQueryEnabledForPath(path)).toBe(false),
  );
});
