import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createManifestCache } from './manifest-cache';
import { createLogger } from '../../http/logger';
import { fixtureManifests } from '../../test/shell-fixture';

// A real HTTP server stands in for the remote hosts: the cache talks HTTP, so the test does too.
let server: Server;
let base: string;
let marketing: unknown = fixtureManifests.marketing;
let marketingStatus = 200;
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    const isMarketing = req.url?.startsWith('/marketing/');
    res.writeHead(isMarketing ? marketingStatus : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(isMarketing ? marketing : fixtureManifests.portal));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const silent = createLogger('silent');
function cache(refreshMs: number) {
  const remotes = {
    marketing: { publicUrl: `${base}/marketing/`, internalUrl: `${base}/marketing/` },
    portal: { publicUrl: `${base}/portal/`, internalUrl: `${base}/portal/` },
  };
  return createManifestCache({ remotes, manifestRefreshMs: refreshMs }, silent);
}

describe('manifest cache', () => {
  it('loads and validates both manifests', async () => {
    const all = await cache(60_000).all();
    expect(all.marketing?.routes.map((r) => r.path)).toEqual(['/', '/about']);
    expect(all.portal?.remote).toBe('portal');
  });

  it('keeps the last good manifest when the remote breaks, and picks up a redeploy', async () => {
    marketing = fixtureManifests.marketing;
    marketingStatus = 200;
    const c = cache(1);
    expect((await c.get('marketing'))?.routes).toHaveLength(2);
    marketingStatus = 503;
    await new Promise((r) => setTimeout(r, 5));
    await c.get('marketing');
    await new Promise((r) => setTimeout(r, 50));
    expect((await c.get('marketing'))?.routes).toHaveLength(2);

    marketingStatus = 200;
    marketing = { ...fixtureManifests.marketing, builtAt: '2026-11-21T08:00:00.000Z', routes: [fixtureManifests.marketing.routes[0]] };
    const fresh = cache(1);
    expect((await fresh.get('marketing'))?.routes).toHaveLength(1);
  });

  it('refuses a manifest that breaks the contract', async () => {
    marketing = { remote: 'marketing', builtAt: 'yesterday', routes: [] };
    marketingStatus = 200;
    expect(await cache(60_000).get('marketing')).toBeNull();
    marketing = fixtureManifests.marketing;
  });

  it('does not ask again within the refresh interval', async () => {
    const c = cache(60_000);
    await c.all();
    const before = requests;
    await c.all();
    await c.all();
    expect(requests).toBe(before);
  });
});
