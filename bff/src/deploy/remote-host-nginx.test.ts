import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const template = readFileSync(path.join(repoRoot, 'shared-contracts/deploy/remote-host.nginx.conf.template'), 'utf8');
/** What the nginx image's entrypoint does with the template (envsubst of the defined variables). */
const render = (vars: Record<string, string>) => template.replace(/\$\{([A-Z_]+)\}/g, (m, name: string) => vars[name] ?? m);
const rendered = render({ ALLOWED_ORIGIN: 'https://www.swatresearch.example' });

/** The server block and each location block, with the add_header lines written directly inside it. */
function blocks(conf: string): { name: string; headers: Map<string, string> }[] {
  const out: { name: string; headers: Map<string, string> }[] = [];
  const stack: { name: string; headers: Map<string, string> }[] = [];
  for (const raw of conf.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line.endsWith('{')) {
      stack.push({ name: line.slice(0, -1).trim(), headers: new Map() });
    } else if (line === '}') {
      const done = stack.pop();
      if (done && /^(server|location)\b/.test(done.name)) out.push(done);
    } else {
      const m = /^add_header\s+(\S+)\s+(.+?)\s+always;$/.exec(line);
      if (m && stack.length > 0) stack[stack.length - 1]!.headers.set(m[1]!.toLowerCase(), m[2]!);
    }
  }
  return out;
}

const REQUIRED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': `"frame-ancestors 'none'"`,
  'cross-origin-resource-policy': 'cross-origin',
};

describe('remote-host nginx template', () => {
  const all = blocks(rendered);

  it('has the server block and every location', () => {
    expect(all.map((b) => b.name)).toEqual(expect.arrayContaining(['server', 'location /', 'location /assets/', 'location = /assets/remoteEntry.js']));
    expect(all.length).toBeGreaterThanOrEqual(6);
  });

  // nginx drops the server's add_header lines in any location that has one of its own.
  it.each(blocks(rendered).map((b) => [b.name, b] as const))('sends nosniff and the other security headers from %s', (_name, block) => {
    if (block.headers.size === 0) return; // inherits the server's set in full
    for (const [header, value] of Object.entries(REQUIRED)) expect(block.headers.get(header), header).toBe(value);
  });

  it('keeps CORS on every location that serves assets', () => {
    for (const b of all.filter((b) => b.name.includes('/assets/'))) expect(b.headers.get('access-control-allow-origin')).toBe('$cors_origin');
  });

  it.runIf(existsSync('/usr/sbin/nginx'))('is a configuration nginx accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-remote-'));
    try {
      const conf = `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ${rendered.replace('listen 8080;', 'listen 127.0.0.1:1;').replaceAll('/usr/share/nginx/html', dir)} }`;
      writeFileSync(path.join(dir, 'nginx.conf'), conf);
      execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
