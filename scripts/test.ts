/**
 * `npm test`: type checks and lint, every package's vitest suite, then the Playwright e2e
 * suite against the built stack. Runs every stage even after a failure, so one
 * run shows everything that is broken, and ends with a plain total line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatFailures, playwrightFailures, vitestFailures, type Failure } from './failure-digest';
import { repoRoot } from './stack';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const UNIT_PACKAGES = ['shared-contracts', 'shell', 'marketing-remote', 'portal-remote', 'bff', 'e2e'] as const;
const reports = mkdtempSync(path.join(os.tmpdir(), 'swat-test-'));
const stages: { name: string; ok: boolean; tally?: Tally; failures?: Failure[] }[] = [];
const only = process.argv.slice(2);
const wants = (stage: string) => only.length === 0 || only.includes(stage);

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/**
 * Runs a command with its output held back, for the stages that overlap the unit tests: their
 * lines would otherwise be interleaved with the tests' own. Printed whole when the stage is reported.
 */
function runCaptured(command: string, args: string[], cwd: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * The unit suites wait on databases and timers for much of their run, and tsc, ESLint and the
 * front-end builds use one core each: the type check, the lint and the e2e stage's build run beside
 * the unit tests instead of after them (on a 2-core machine this is minutes of a CI run).
 */
const typecheck = wants('typecheck') ? runCaptured('npm', ['run', 'typecheck', '--silent'], repoRoot) : null;
const lint = wants('lint') ? runCaptured('npm', ['run', 'lint', '--silent'], repoRoot) : null;
const build = wants('e2e') ? runCaptured('node', ['--import', 'tsx', 'scripts/build.ts'], repoRoot) : null;
/** Worker processes per unit suite: vitest's default leaves a 2-core machine's second core idle. */
const unitWorkers = String(Math.max(2, os.availableParallelism()));

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

if (wants('unit')) {
  for (const pkg of UNIT_PACKAGES) {
    const dir = path.join(repoRoot, pkg);
    const hasVitest = existsSync(path.join(dir, 'vitest.config.ts')) || existsSync(path.join(dir, 'vite.config.ts'));
    if (!hasVitest) continue;
    process.stdout.write(`\n=== Unit tests: ${pkg} ===\n`);
    const out = path.join(reports, `${pkg}.json`);
    const ok = run('npx', ['vitest', 'run', '--configLoader', 'runner', '--passWithNoTests', `--maxWorkers=${unitWorkers}`, '--reporter=default', '--reporter=json', `--outputFile=${out}`], dir);
    const json = readJson(out);
    const tally: Tally = json
      ? {
          passed: Number(json.numPassedTests ?? 0),
          failed: Number(json.numFailedTests ?? 0),
          skipped: Number(json.numPendingTests ?? 0) + Number(json.numTodoTests ?? 0),
        }
      : { passed: 0, failed: 1, skipped: 0 };
    if (!ok && tally.failed === 0) tally.failed = 1;
    stages.push({ name: `unit ${pkg}`, ok, tally, failures: json ? vitestFailures(json) : [] });
  }
}

/** The checks that overlapped the unit tests are reported first, in this order. */
const checks: typeof stages = [];
if (typecheck) {
  process.stdout.write('\n=== Type checks ===\n');
  const { ok, output } = await typecheck;
  process.stdout.write(output || 'No type errors.\n');
  checks.push({ name: 'typecheck', ok });
}
if (lint) {
  process.stdout.write('\n=== Lint ===\n');
  const { ok, output } = await lint;
  process.stdout.write(output || 'No lint problems.\n');
  checks.push({ name: 'lint', ok });
}
stages.unshift(...checks);

if (build) {
  process.stdout.write('\n=== End-to-end tests (Playwright, Chromium) ===\n');
  const { ok: built, output } = await build;
  process.stdout.write(output);
  const out = path.join(reports, 'e2e.json');
  const ok = built && run('npx', ['playwright', 'test'], path.join(repoRoot, 'e2e'), { E2E_JSON_REPORT: out });
  const report = readJson(out);
  const stats = (report?.stats ?? null) as Record<string, number> | null;
  const tally: Tally = stats
    ? { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 }
    : { passed: 0, failed: 1, skipped: 0 };
  if (!ok && tally.failed === 0) tally.failed = 1;
  stages.push({ name: 'e2e', ok, tally, failures: report ? playwrightFailures(report) : [] });
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
process.stdout.write('\n=== Summary ===\n');
for (const stage of stages) {
  const t = stage.tally;
  process.stdout.write(`${stage.ok ? 'ok  ' : 'FAIL'} ${stage.name}${t ? `: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped` : ''}\n`);
  if (t) {
    total.passed += t.passed;
    total.failed += t.failed;
    total.skipped += t.skipped;
  }
  if (!stage.ok && !t) total.failed += 1;
}
process.stdout.write(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
const digest = stages.map((stage) => formatFailures(stage.name, stage.failures ?? [])).join('');
if (digest) process.stdout.write(`\n=== Why they failed (first lines; the full reports are above) ===\n${digest}`);
process.exit(stages.every((s) => s.ok) ? 0 : 1);
