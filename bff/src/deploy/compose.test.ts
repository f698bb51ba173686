import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BFF_ENV_NAMES, loadConfig } from '../config/env';

// Docker cannot run on our machines, so the compose file is checked against the code instead.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}
/** What `docker compose` does with ${NAME:-default} when NAME is not set in the shell. */
const interpolate = (text: string) => text.replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_match, _name: string, fallback?: string) => fallback ?? '');
const compose = parse(interpolate(read('docker-compose.yml'))) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };

describe('docker-compose.yml', () => {
  it('has postgres, the bff and each remote as its own service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bff', 'marketing-remote', 'portal-remote', 'postgres']);
  });

  it('keeps postgres data in a named volume', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect((compose.services.postgres as { volumes?: string[] }).volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toContain('postgres-data');
  });

  it('publishes the same ports as npm start', () => {
    const defaults = loadConfig({});
    expect(compose.services.bff?.ports).toEqual([`${defaults.port}:8080`]);
    expect(compose.services['marketing-remote']?.ports).toEqual([`${new URL(defaults.remotes.marketing.publicUrl).port}:8080`]);
    expect(compose.services['portal-remote']?.ports).toEqual([`${new URL(defaults.remotes.portal.publicUrl).port}:8080`]);
  });

  it('gives the bff only environment variables the code reads, and valid values for them', () => {
    // An empty value (an unset optional variable) reaches the container as an empty string.
    const env = Object.fromEntries(Object.entries(compose.services.bff?.environment ?? {}).map(([k, v]) => [k, v ?? '']));
    for (const name of Object.keys(env)) expect(BFF_ENV_NAMES, name).toContain(name);
    const config = loadConfig(env);
    expect(config.databaseUrl).toMatch(/@postgres:5432\//);
    expect(config.remotes.marketing.internalUrl).toBe('http://marketing-remote:8080/');
    expect(config.remotes.portal.internalUrl).toBe('http://portal-remote:8080/');
  });

  it('lets each remote be imported by the shell origin', () => {
    const origin = compose.services.bff?.environment?.PUBLIC_ORIGIN;
    expect(compose.services['marketing-remote']?.environment?.ALLOWED_ORIGIN).toBe(origin);
    expect(compose.services['portal-remote']?.environment?.ALLOWED_ORIGIN).toBe(origin);
    expect(read('shared-contracts/deploy/remote-host.nginx.conf.template')).toContain('${ALLOWED_ORIGIN}');
  });

  it.each(['bff', 'marketing-remote', 'portal-remote'])('builds %s with a multi-stage, non-root Dockerfile', (service) => {
    const build = compose.services[service]?.build;
    expect(build?.context).toBe('.');
    const dockerfile = read(build!.dockerfile);
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const users = dockerfile.match(/^USER (\S+)/gm) ?? [];
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/USER (root|0)$/);
    expect(dockerfile).toMatch(/EXPOSE 8080/);
  });
});
