import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BFF_ENV_NAMES, loadConfig } from '../config/env';
import { SHARED_INSTANCE_SETTINGS } from '../config/shared-settings';

// Docker cannot run on our machines, so the compose file is checked against the code instead.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  volumes?: string[];
  command?: string[];
}
/** A value for each ${NAME:?message} the file requires from the shell. */
const REQUIRED_FROM_SHELL: Record<string, string> = { JWT_SECRET: 'compose-test-secret-0123456789abcdefghij' };
/** What `docker compose` does with ${NAME:-default} when NAME is not set in the shell, and ${NAME:?…} when it is. */
const interpolate = (text: string) =>
  text.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    if (kind === '?') {
      if (!(name in REQUIRED_FROM_SHELL)) throw new Error(`docker-compose.yml requires ${name}; give the test a value for it`);
      return REQUIRED_FROM_SHELL[name]!;
    }
    return rest ?? '';
  });
const composeText = read('docker-compose.yml');
// merge: YAML anchors (&bff-environment) are how every replica gets the same settings.
const compose = parse(interpolate(composeText), { merge: true }) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
const bffEnv = Object.fromEntries(Object.entries(compose.services.bff?.environment ?? {}).map(([k, v]) => [k, v ?? '']));

describe('docker-compose.yml', () => {
  it('has postgres, redis, minio (and its one-off setup), the bff, its load balancer and each remote as its own service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bff', 'load-balancer', 'marketing-remote', 'minio', 'minio-setup', 'portal-remote', 'postgres', 'redis']);
  });

  it('runs two bff replicas that only the load balancer publishes', () => {
    const bff = compose.services.bff!;
    expect(bff.deploy?.replicas).toBe(2);
    // Two replicas cannot both bind one host port: publishing belongs to nginx.
    expect(bff.ports).toBeUndefined();
    expect(bff.expose).toContain('8080');
    const lb = compose.services['load-balancer']!;
    expect(lb.image).toMatch(/^nginx:/);
    expect(lb.volumes).toContain('./deploy/nginx/load-balancer.conf:/etc/nginx/conf.d/default.conf:ro');
    const conf = read('deploy/nginx/load-balancer.conf');
    expect(conf).toMatch(/server bff:8080\b/);
    expect(conf).toMatch(/listen 8080;/);
    // The bff believes the first X-Forwarded-For entry (TRUST_PROXY=1): nginx must overwrite it, never append.
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(bffEnv.TRUST_PROXY).toBe('1');
  });

  it('health-checks every stateful service and starts each after what it needs', () => {
    for (const name of ['postgres', 'redis', 'minio', 'bff', 'load-balancer']) expect(compose.services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0);
    expect(compose.services.bff?.healthcheck?.test.join(' ')).toContain('/api/ready');
    expect(compose.services.bff?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services.bff?.depends_on?.redis?.condition).toBe('service_healthy');
    // The bucket exists before a bff stores a file in it.
    expect(compose.services['minio-setup']?.depends_on?.minio?.condition).toBe('service_healthy');
    expect(compose.services.bff?.depends_on?.['minio-setup']?.condition).toBe('service_completed_successfully');
    expect(compose.services['load-balancer']?.depends_on?.bff?.condition).toBe('service_healthy');
  });

  it('gives every replica the settings instances must share, from one anchor', () => {
    for (const name of SHARED_INSTANCE_SETTINGS) expect(Object.keys(bffEnv), name).toContain(name);
    expect(composeText).toContain('environment: *bff-environment');
    // A generated key would differ per replica: the secret must come from outside.
    expect(composeText).toMatch(/JWT_SECRET: \$\{JWT_SECRET:\?/);
    const config = loadConfig(bffEnv);
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.metrics?.port).toBe(9464);
    expect(compose.services.bff?.expose).toContain(String(config.metrics?.port));
  });

  it('keeps postgres data in a named volume', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect((compose.services.postgres as { volumes?: string[] }).volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toContain('postgres-data');
  });

  it('stores files in minio, in a named volume, in the bucket and with the account its setup makes', () => {
    const config = loadConfig(bffEnv);
    if (config.files.backend !== 's3') throw new Error('the bff in docker-compose.yml keeps its files in the database');
    const { s3 } = config.files;
    expect(new URL(s3.endpoint!).host).toBe('minio:9000');
    expect(s3.forcePathStyle).toBe(true);
    // Not published: nothing but the bff reaches the store, so downloads stream through it.
    expect(compose.services.minio?.ports).toBeUndefined();
    expect(config.files.signedDownloads).toBe(false);
    expect(compose.services.minio?.image).toMatch(/minio\/minio:RELEASE\./);
    expect(compose.services.minio?.volumes).toContain('minio-data:/data');
    expect(Object.keys(compose.volumes)).toContain('minio-data');
    const setup = compose.services['minio-setup']!;
    expect(setup.image).toMatch(/minio\/mc:RELEASE\./);
    expect(setup.environment?.S3_BUCKET).toBe(s3.bucket);
    expect(setup.environment?.S3_ACCESS_KEY_ID).toBe(s3.credentials?.accessKeyId);
    expect(setup.environment?.S3_SECRET_ACCESS_KEY).toBe(s3.credentials?.secretAccessKey);
    const script = setup.command?.join('\n') ?? '';
    expect(script).toContain('mc mb --ignore-existing "local/$$S3_BUCKET"');
    expect(script).toContain('mc anonymous set none');
    expect(script).toContain('mc admin user add local "$$S3_ACCESS_KEY_ID" "$$S3_SECRET_ACCESS_KEY"');
    // The root account the setup uses is the server's own.
    expect(setup.environment?.MINIO_ROOT_USER).toBe(compose.services.minio?.environment?.MINIO_ROOT_USER);
    expect(setup.environment?.MINIO_ROOT_PASSWORD).toBe(compose.services.minio?.environment?.MINIO_ROOT_PASSWORD);
  });

  it('publishes the same ports as npm start', () => {
    const defaults = loadConfig({});
    expect(compose.services['load-balancer']?.ports).toEqual([`${defaults.port}:8080`]);
    expect(compose.services['marketing-remote']?.ports).toEqual([`${new URL(defaults.remotes.marketing.publicUrl).port}:8080`]);
    expect(compose.services['portal-remote']?.ports).toEqual([`${new URL(defaults.remotes.portal.publicUrl).port}:8080`]);
  });

  it('gives the bff only environment variables the code reads, and valid values for them', () => {
    // An empty value (an unset optional variable) reaches the container as an empty string.
    const env = bffEnv;
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
