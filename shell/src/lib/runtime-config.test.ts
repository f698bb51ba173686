import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@swat/shared-contracts';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  remotes: { marketing: 'http://localhost:8081/', portal: 'http://localhost:8082/' },
  routes: [
    { path: '/', title: 'Home', description: 'd', layout: 'site', noindex: false, remote: 'marketing' },
    { path: '/client-login', title: 'Login', description: 'd', layout: 'plain', noindex: true, remote: 'portal', section: 'x' },
  ],
  unavailableRemotes: [],
  publicOrigin: 'http://localhost:8080',
};

describe('parseRuntimeConfig', () => {
  it('accepts what the contract schema accepts, with the same result', () => {
    expect(parseRuntimeConfig(valid)).toEqual(runtimeConfigSchema.parse(valid));
  });

  it.each([
    ['a missing remote URL', { ...valid, remotes: { marketing: 'http://x/' } }],
    ['a relative remote URL', { ...valid, remotes: { marketing: '/m', portal: '/p' } }],
    ['an unknown layout', { ...valid, routes: [{ ...valid.routes[0], layout: 'wide' }] }],
    ['an unknown remote', { ...valid, routes: [{ ...valid.routes[0], remote: 'admin' }] }],
    ['an unknown unavailable remote', { ...valid, unavailableRemotes: ['admin'] }],
    ['no public origin', { ...valid, publicOrigin: undefined }],
    ['not an object', 'config'],
  ])('refuses %s', (_name, value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(/runtime configuration is malformed/);
  });
});
