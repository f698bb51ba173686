/**
 * A static host for one remote's dist folder, used by `npm start` and the e2e
 * suite (containers use nginx). remoteEntry.js, the manifest and the content index are revalidated
 * on every load; hashed chunks are immutable. CORS lets the shell's origin import them.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { CONTENT_INDEX_PATH, REMOTE_ENTRY_PATH, ROUTE_MANIFEST_PATH } from '@swat/shared-contracts';
import { fileResponse, IMMUTABLE, resolveStaticFile, REVALIDATE } from '../http/static-files';

// Arguments win over the environment: a parent's PORT (the bff's) must not leak in.
const dir = path.resolve(process.argv[2] ?? process.env.REMOTE_DIR ?? '');
const port = Number(process.argv[3] ?? process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
const allowedOrigins = new Set((process.env.ALLOWED_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080').split(',').map((o) => o.trim()));

if (!process.env.REMOTE_DIR && !process.argv[2]) throw new Error('usage: remote-host <dist folder> <port>');
if (!Number.isInteger(port)) throw new Error('remote-host needs a PORT');

// Files without a content hash in their name: a redeploy must be seen at once.
const revalidated = new Set([`/${REMOTE_ENTRY_PATH}`, `/${ROUTE_MANIFEST_PATH}`, `/${CONTENT_INDEX_PATH}`]);
const app = new Hono();
app.use(compress());
app.on(['GET', 'HEAD', 'OPTIONS'], '*', async (c) => {
  const origin = c.req.header('origin');
  const cors: Record<string, string> = origin && allowedOrigins.has(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' };
  if (c.req.method === 'OPTIONS') return c.body(null, 204, { ...cors, 'access-control-allow-methods': 'GET, HEAD' });
  const file = await resolveStaticFile(dir, c.req.path);
  if (!file) return c.text('Not found', 404, { ...cors, 'cache-control': 'no-store' });
  const cacheControl = revalidated.has(c.req.path) || !c.req.path.startsWith('/assets/') ? REVALIDATE : IMMUTABLE;
  return fileResponse(file, { ...cors, 'cache-control': cacheControl }, c.req.method);
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  process.stdout.write(`${JSON.stringify({ level: 'info', msg: 'remote host listening', dir, url: `http://localhost:${port}/` })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
