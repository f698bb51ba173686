import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_INDEX_PATH, type ContentIndex, type RouteManifest } from '@swat/shared-contracts';
import { createLogger } from '../../http/logger';
import type { ManifestCache } from '../remotes/manifest-cache';
import { builtinAnswer } from './builtin';
import { createKnowledgeSource, pageNameOf, passagesOf } from './knowledge';

const manifestBuiltAt = (builtAt: string): RouteManifest => ({
  remote: 'marketing',
  builtAt,
  routes: [{ path: '/training', title: 'Training | SWAT Research', description: 'Courses for research teams.', layout: 'site', noindex: false }],
});

const contentIndex = (builtAt: string, sentence: string): ContentIndex => ({
  remote: 'marketing',
  builtAt,
  routes: [
    {
      path: '/monitor',
      title: 'SWAT Monitor: continuous tracking | SWAT Research',
      description: 'Brand health tracking.',
      headings: ['SWAT Monitor'],
      text: sentence,
      sections: [{ heading: 'SWAT Monitor', text: sentence }],
    },
  ],
});

describe('the knowledge source', () => {
  let server: Server;
  let baseUrl: string;
  let served: ContentIndex | null = contentIndex('2026-11-20T10:00:00.000Z', 'SWAT Monitor dashboards refresh every morning with new brand health data.');
  let requests = 0;
  const urls: string[] = [];
  let manifest: RouteManifest | null = manifestBuiltAt('2026-11-20T10:00:00.000Z');
  const manifests: ManifestCache = { get: async () => manifest, all: async () => ({ marketing: manifest, portal: null }) };
  const lines: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++;
      urls.push(req.url ?? '');
      if (req.url?.split('?')[0] === `/${CONTENT_INDEX_PATH}` && served) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('loads the content index once, and again only when marketing is redeployed', async () => {
    const source = createKnowledgeSource({ manifests, marketingUrl: baseUrl, log: createLogger('info', (l) => lines.push(l)) });
    const first = await source.get();
    expect(first.source).toBe('content-index');
    expect(builtinAnswer('How often does the monitor dashboard refresh?', first)).toContain('every morning');
    await source.get();
    await source.get();
    expect(requests).toBe(1);
    expect(urls[0]).toBe(`/${CONTENT_INDEX_PATH}?v=2026-11-20T10%3A00%3A00.000Z`);

    // A redeploy: new copy, new manifest builtAt. The old knowledge serves while the new one loads.
    served = contentIndex('2026-11-21T10:00:00.000Z', 'SWAT Monitor dashboards refresh every hour with new brand health data.');
    manifest = manifestBuiltAt('2026-11-21T10:00:00.000Z');
    await source.get();
    // The reload runs in the background; on a busy machine it takes more than a few milliseconds.
    await vi.waitFor(async () => expect((await source.get()).version).toBe('2026-11-21T10:00:00.000Z'), { timeout: 3_000, interval: 20 });
    const second = await source.get();
    expect(requests).toBe(2);
    expect(second.version).toBe('2026-11-21T10:00:00.000Z');
    expect(builtinAnswer('How often does the monitor dashboard refresh?', second)).toContain('every hour');
  });

  it('falls back to the route manifest when the content index is missing, and tries again later', async () => {
    served = null;
    manifest = manifestBuiltAt('2026-11-22T10:00:00.000Z');
    const source = createKnowledgeSource({ manifests, marketingUrl: baseUrl, log: createLogger('info', (l) => lines.push(l)), retryMs: 30 });
    const knowledge = await source.get();
    expect(knowledge.source).toBe('manifest');
    expect(builtinAnswer('Do you offer courses?', knowledge)).toContain('/training');
    expect(lines.some((l) => l.includes('chat content index unavailable'))).toBe(true);

    served = contentIndex('2026-11-22T10:00:00.000Z', 'SWAT Monitor dashboards refresh every minute.');
    await new Promise((r) => setTimeout(r, 40));
    await vi.waitFor(async () => expect((await source.get()).source).toBe('content-index'), { timeout: 3_000, interval: 20 });
  });

  it('answers from siteConfig alone when marketing publishes nothing', async () => {
    manifest = null;
    const source = createKnowledgeSource({ manifests, marketingUrl: baseUrl, log: createLogger('silent') });
    const knowledge = await source.get();
    expect(knowledge.source).toBe('site-config');
    expect(builtinAnswer('Where is your office?', knowledge)).toContain('Dubai');
  });
});

describe('knowledge helpers', () => {
  it('names pages from their titles', () => {
    expect(pageNameOf('Field data collection: CAPI, CATI | SWAT Research')).toBe('Field data collection');
    expect(pageNameOf('SWAT Research | Market research', '/')).toBe('SWAT Research home page');
  });

  it('cuts long sections into passages at sentence ends, keeping headings with their text', () => {
    const text = `Heading. ${'This sentence is about fieldwork in the Gulf region. '.repeat(20)}`.trim();
    const parts = passagesOf(text);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]!.startsWith('Heading. This sentence')).toBe(true);
    expect(parts.join(' ')).toBe(text);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(420);
  });

  it('starts a passage at each question, so an answer stays with its own question', () => {
    expect(passagesOf('Questions. Who owns the data? You do. Can we watch groups? Yes, from our viewing rooms.')).toEqual([
      'Questions.',
      'Who owns the data? You do.',
      'Can we watch groups? Yes, from our viewing rooms.',
    ]);
  });
});
