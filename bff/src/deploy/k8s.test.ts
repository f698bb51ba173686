import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse } from 'yaml';
import { BFF_ENV_NAMES, loadConfig } from '../config/env';
import { SECRET_SETTINGS, SHARED_INSTANCE_SETTINGS } from '../config/shared-settings';

// No cluster here: the manifests are parsed and checked against the code, like the compose file.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = path.join(repoRoot, 'deploy/k8s');

interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports: { name: string; containerPort: number }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: Record<string, unknown> & { matchLabels?: Record<string, string> };
    template?: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } };
    ports?: { name: string; port: number; targetPort: string | number }[];
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
    maxReplicas?: number;
  };
}

const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const manifests: Manifest[] = files.flatMap((f) =>
  parseAllDocuments(readFileSync(path.join(dir, f), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${f}: ${doc.errors[0]!.message}`);
    return doc.toJS() as Manifest;
  }),
);
const find = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found;
};
const bff = find('Deployment', 'swat-bff');
const container = bff.spec!.template!.spec.containers[0]!;
const configMap = find('ConfigMap', 'swat-bff-config');
const secret = find('Secret', 'swat-bff-secrets');
const env = { ...configMap.data, ...secret.stringData };
const portOf = (c: Container, name: string | number) => (typeof name === 'number' ? name : c.ports.find((p) => p.name === name)?.containerPort);

describe('Kubernetes manifests (deploy/k8s)', () => {
  it('are all listed in the kustomization', () => {
    const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });

  it('give the bff only variables the code reads, and a configuration it accepts', () => {
    for (const name of Object.keys(env)) expect(BFF_ENV_NAMES, name).toContain(name);
    const config = loadConfig(env);
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.redisUrl).toMatch(/^redis:\/\//);
    expect(config.trustProxy).toBe(true);
    expect(config.host).toBe('0.0.0.0');
    // Pods come and go: stored files live in object storage, with its keys in the Secret.
    expect(config.files.backend).toBe('s3');
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(Object.keys(secret.stringData ?? {}), name).toContain(name);
  });

  it('hold every setting the instances must share, secrets in the Secret only', () => {
    for (const name of SHARED_INSTANCE_SETTINGS) expect(Object.keys(env), name).toContain(name);
    for (const name of SECRET_SETTINGS) expect(Object.keys(configMap.data ?? {}), `${name} belongs in the Secret`).not.toContain(name);
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'swat-bff-config' } }, { secretRef: { name: 'swat-bff-secrets' } }]);
    // Per-pod values would break sharing: nothing overrides the shared settings in the pod spec.
    for (const variable of container.env ?? []) expect(SHARED_INSTANCE_SETTINGS as readonly string[]).not.toContain(variable.name);
  });

  it('probe readiness on /api/ready and liveness on /api/health, on the port the bff listens on', () => {
    expect(container.readinessProbe?.httpGet.path).toBe('/api/ready');
    expect(container.livenessProbe?.httpGet.path).toBe('/api/health');
    const port = loadConfig(env).port;
    expect(portOf(container, container.readinessProbe!.httpGet.port)).toBe(port);
    expect(portOf(container, container.livenessProbe!.httpGet.port)).toBe(port);
  });

  it('publish the site port through the Service and keep the metrics port out of it', () => {
    const service = find('Service', 'swat-bff');
    expect(service.spec?.selector).toEqual(bff.spec?.selector?.matchLabels);
    for (const [k, v] of Object.entries(service.spec!.selector as Record<string, string>)) expect(bff.spec!.template!.metadata.labels[k]).toBe(v);
    const config = loadConfig(env);
    expect(service.spec!.ports!.map((p) => portOf(container, p.targetPort))).toEqual([config.port]);
    expect(portOf(container, 'metrics')).toBe(config.metrics?.port);
  });

  it('scale the bff with an autoscaler that never drops below two pods', () => {
    const hpa = find('HorizontalPodAutoscaler', 'swat-bff');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'swat-bff' });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec!.maxReplicas!).toBeGreaterThan(hpa.spec!.minReplicas!);
  });

  it.each(['marketing', 'portal'] as const)('run the %s remote as a static deployment the bff and browsers can reach', (remote) => {
    const config = loadConfig(env);
    const internal = new URL(config.remotes[remote].internalUrl);
    const deployment = find('Deployment', internal.hostname);
    const c = deployment.spec!.template!.spec.containers[0]!;
    expect(c.image).toContain(`${remote}-remote`);
    expect(c.env?.find((e) => e.name === 'ALLOWED_ORIGIN')?.value).toBe(config.publicOrigin);
    const service = find('Service', internal.hostname);
    expect(service.spec!.ports!.map((p) => String(p.port))).toContain(internal.port);
    const ingress = find('Ingress', 'swat-research') as unknown as { spec: { rules: { host: string; http: { paths: { backend: { service: { name: string } } }[] } }[] } };
    const rule = ingress.spec.rules.find((r) => r.host === new URL(config.remotes[remote].publicUrl).hostname);
    expect(rule?.http.paths[0]?.backend.service.name).toBe(internal.hostname);
  });
});
