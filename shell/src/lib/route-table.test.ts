import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import type { RuntimeConfig, RuntimeRoute } from '@swat/shared-contracts';
import { createRouteMatcher, routeMatcherFor, routeTable } from './route-table';

const route = (path: string, remote: RuntimeRoute['remote'] = 'marketing', layout: RuntimeRoute['layout'] = 'site'): RuntimeRoute => ({ path, title: path, description: path, layout, noindex: false, remote });

const config: RuntimeConfig = {
  remotes: { marketing: 'http://localhost:9381/', portal: 'http://localhost:9382/' },
  routes: [
    route('/'),
    route('/ar'),
    route('/services'),
    route('/ar/services'),
    route('/consultancy/market-analysis'),
    route('/ar/consultancy/market-analysis'),
    route('/client-login', 'portal', 'plain'),
    route('/client-dashboard', 'portal', 'plain'),
    route('/client-dashboard/profile', 'portal', 'plain'),
    route('/client-dashboard/project/:id', 'portal', 'plain'),
    route('/swatdashboard/project/:id', 'portal'),
    route('/swatdashboard/project/:projectId/data/:dataId', 'portal'),
    route('/swatdashboard/chats', 'portal'),
    route('/swatdashboard/chats/:sessionId', 'portal'),
  ],
  unavailableRemotes: [],
  publicOrigin: 'http://localhost:3000',
};

const paths = [
  '/', '/ar', '/ar/', '/services', '/services/', '/Services', '/AR/SERVICES', '/consultancy/market-analysis',
  '/consultancy', '/consultancy/', '/nowhere', '/services/extra', '/client-dashboard', '/client-dashboard/profile',
  '/client-dashboard/project/42', '/client-dashboard/project/profile', '/client-dashboard/project', '/swatdashboard/project/7/data/9',
  '/swatdashboard/chats', '/swatdashboard/chats/abc', '/services%20', '/caf%C3%A9', '//services',
];

describe('the route matcher', () => {
  it('picks for every path the entry React Router picks over the whole table', () => {
    const table = routeTable(config);
    const match = createRouteMatcher(table);
    for (const path of paths) expect(match(path)?.path, path).toBe(matchRoutes([...table], path)?.at(-1)?.route.path);
  });

  it('finds plain pages, pattern pages and the fallback', () => {
    const match = routeMatcherFor(config);
    expect(match('/consultancy/market-analysis/')?.handle.route?.path).toBe('/consultancy/market-analysis');
    expect(match('/client-dashboard/project/42')?.handle.route?.path).toBe('/client-dashboard/project/:id');
    expect(match('/nowhere')?.path).toBe('*');
    expect(match('/nowhere')?.handle.route).toBeUndefined();
  });

  it('is built once per configuration, so router and layout share it', () => {
    expect(routeMatcherFor(config)).toBe(routeMatcherFor(config));
    expect(routeMatcherFor(config)('/services')).toBe(routeMatcherFor(config)('/services/'));
  });
});
