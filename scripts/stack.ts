/**
 * Starts the site the way production runs it: each remote on its own static host,
 * and the bff serving the shell. Used by `npm start`, `npm run dev` and the e2e suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthResponseSchema } from '@swat/shared-contracts';
import { supervise, type RunningProcess } from './supervise';

export type { RunningProcess };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StackOptions {
  port: number;
  marketingPort: number;
  portalPort: number;
  /** Extra environment for the bff (DATABASE_URL, DATA_DIR, DEMO_PASSWORD …). */
  env?: NodeJS.ProcessEnv;
  /** Where process output goes; 'inherit' prints it with a name prefix. */
  output?: 'inherit' | 'ignore';
  /** Command for the bff; `tsx watch` in dev. */
  bffArgs?: string[];
  /** Restart a process that exits on its own, with backoff (npm start). Off for tests that stop parts on purpose. */
  supervise?: boolean;
}

export interface RunningStack {
  url: string;
  marketingUrl: string;
  portalUrl: string;
  processes: RunningProcess[];
  stop(): Promise<void>;
  /** Resolves when any process exits on its own, with its name and code. */
  exited: Promise<{ name: string; code: number | null }>;
}

/** Calls `onLine` with each whole line the child writes to stdout or stderr. */
function eachLine(child: ChildProcess, onLine: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
}

/** Lines kept from each process, shown or not, for the error when a stack fails to start. */
const KEPT_LINES = 25;

export function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv, output: 'inherit' | 'ignore'): RunningProcess {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent: string[] = [];
  eachLine(child, (line) => {
    if (output === 'inherit') process.stdout.write(`[${name}] ${line}\n`);
    recent.push(line);
    if (recent.length > KEPT_LINES) recent.shift();
  });
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A parent that dies (a killed test worker, a crashed script) must not leave servers holding ports.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void done.then(() => process.off('exit', killOnExit));
  return {
    name,
    child,
    recentOutput: () => [...recent],
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
      await done;
      clearTimeout(timer);
    },
  };
}

export function startRemoteHost(remote: 'marketing' | 'portal', port: number, allowedOrigins: string[], output: 'inherit' | 'ignore' = 'inherit', dist?: string): RunningProcess {
  const dir = dist ?? path.join(repoRoot, `${remote}-remote`, 'dist');
  return startProcess(`${remote}`, ['--import', 'tsx', 'bff/src/remote-host/main.ts', dir, String(port)], { ALLOWED_ORIGINS: allowedOrigins.join(',') }, output);
}

/** What a poll of a URL says: ready, or why not (kept for the error when time runs out). */
export type Readiness = true | string;

export async function waitForUrl(
  url: string,
  timeoutMs = 60_000,
  isReady: (r: Response) => Readiness | Promise<Readiness> = (r) => r.ok || `HTTP ${r.status}`,
  // Per attempt: on a slow, busy machine an answer that takes a few seconds is still an answer.
  attemptMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.min(attemptMs, Math.max(deadline - Date.now(), 1))) });
      const readiness = await isReady(response);
      if (readiness === true) return;
      lastError = readiness;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms (${lastError})`);
}

/**
 * The site can serve its pages once the bff answers and holds both remotes' route manifests.
 * Health answers 200 before that (a missing manifest is reported, not fatal), and a page asked
 * for in that window is served as "temporarily unavailable".
 */
export async function siteReadiness(response: Response): Promise<Readiness> {
  if (!response.ok) return `HTTP ${response.status}`;
  const health = healthResponseSchema.safeParse(await response.json().catch(() => null));
  if (!health.success) return 'health answered without a health report';
  const missing = Object.entries(health.data.remotes).filter(([, remote]) => !remote.manifestLoaded);
  return missing.length === 0 || `no route manifest yet for ${missing.map(([name]) => name).join(' and ')}`;
}

/** How long a whole stack may take to come up; a spec's setup allows a little more, so this error names what was late. */
export const STACK_START_MS = 120_000;

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const output = options.output ?? 'inherit';
  const url = `http://localhost:${options.port}`;
  const origins = [url, `http://127.0.0.1:${options.port}`];
  const marketingUrl = `http://localhost:${options.marketingPort}/`;
  const portalUrl = `http://localhost:${options.portalPort}/`;
  const starters = [
    () => startRemoteHost('marketing', options.marketingPort, origins, output),
    () => startRemoteHost('portal', options.portalPort, origins, output),
    () =>
      startProcess(
        'bff',
        options.bffArgs ?? ['--import', 'tsx', 'bff/src/main.ts'],
        {
          PORT: String(options.port),
          MARKETING_REMOTE_URL: marketingUrl,
          PORTAL_REMOTE_URL: portalUrl,
          // DuckDB's and the import's threads each get a malloc arena that keeps freed memory; two
          // arenas held the bff's peak through bench:datasets about 100 MB lower (docs/operations.md).
          MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
          ...options.env,
        },
        output,
      ),
  ];
  const processes: RunningProcess[] = starters.map((start) => (options.supervise ? supervise(start) : start()));
  let stopping = false;
  // Supervised processes come back by themselves; only unsupervised ones end the stack.
  const exited = options.supervise
    ? new Promise<{ name: string; code: number | null }>(() => {})
    : Promise.race(
        processes.map((p) => new Promise<{ name: string; code: number | null }>((resolve) => p.child.once('exit', (code) => !stopping && resolve({ name: p.name, code })))),
      );
  const stop = async () => {
    stopping = true;
    await Promise.all(processes.map((p) => p.stop()));
  };
  try {
    await Promise.race([
      Promise.all([
        waitForUrl(`${marketingUrl}assets/remoteEntry.js`),
        waitForUrl(`${portalUrl}assets/remoteEntry.js`),
        waitForUrl(`${url}/api/health`, STACK_START_MS, siteReadiness),
      ]),
      exited.then(({ name, code }) => {
        throw new Error(`${name} exited with code ${code} during start-up`);
      }),
    ]);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    // The processes' own last words usually say why (a failed migration, a port in use, a slow seed).
    const lastLines = processes.map((p) => `--- ${p.name}, last lines:\n${p.recentOutput().join('\n') || '(nothing printed)'}`).join('\n');
    throw new Error(`${message}\n${lastLines}`, { cause: error });
  }
  return { url, marketingUrl, portalUrl, processes, stop, exited };
}
