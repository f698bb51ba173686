import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@swat/shared-contracts';
import { siteReadiness, waitForUrl } from '../../../scripts/stack';

const remote = (manifestLoaded: boolean) => ({ reachable: true, latencyMs: 1, manifestLoaded, routes: manifestLoaded ? 10 : 0 });
const health = (portalLoaded: boolean): HealthResponse => ({
  status: 'ok',
  uptimeSeconds: 1,
  database: { kind: 'pglite', reachable: true, latencyMs: 1 },
  remotes: { marketing: remote(true), portal: remote(portalLoaded) },
});

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server answering each request with what `answer` gives for that request's number. */
async function serve(answer: (n: number) => { delayMs?: number; body: unknown }): Promise<string> {
  let n = 0;
  server = http.createServer((_request, response) => {
    const { delayMs = 0, body } = answer(++n);
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)), delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
}

describe('when a started stack counts as ready (npm start, the e2e stacks)', () => {
  it('waits until the bff holds both route manifests, not just until health answers', async () => {
    const url = await serve((n) => ({ body: health(n >= 3) }));
    const started = Date.now();
    await waitForUrl(url, 10_000, siteReadiness);
    // Two answers without the portal's manifest were polled past, 250 ms apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('says which remote has no manifest when time runs out', async () => {
    const url = await serve(() => ({ body: health(false) }));
    await expect(waitForUrl(url, 1_000, siteReadiness)).rejects.toThrow(/did not become ready within 1000 ms \(no route manifest yet for portal\)/);
  });

  it('takes a health answer that is slow but comes, as a busy machine gives', async () => {
    const url = await serve(() => ({ delayMs: 2_500, body: health(true) }));
    await expect(waitForUrl(url, 10_000, siteReadiness)).resolves.toBeUndefined();
  });

  it('does not take an answer that is not a health report', async () => {
    const url = await serve(() => ({ body: { hello: 'world' } }));
    await expect(waitForUrl(url, 800, siteReadiness)).rejects.toThrow(/health answered without a health report/);
  });
});
