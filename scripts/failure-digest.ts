/**
 * The first lines of why each failed test failed, read from the suites' JSON reports. `npm test`
 * prints them after its total line: a CI log is often read from its tail, and Playwright's and
 * vitest's own failure reports sit far above it, cut off with the cause.
 */

// eslint-disable-next-line no-control-regex -- ESC starts the colour codes this strips
const ANSI = /\u001b\[[0-9;]*m/g;
const LINES_PER_FAILURE = 6;
const MAX_LINE = 220;

export interface Failure {
  title: string;
  why: string[];
}

const STACK_LINE = /^\s*at /;

function firstLines(message: string): string[] {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    // Of a code frame, only the failing line (marked '>') says something the message does not.
    .filter((line) => !/^\s+(\d+ )?\|/.test(line));
  // Of a stack, only the first frame in our own code: where the test stood.
  const ownFrame = lines.find((line) => STACK_LINE.test(line) && !line.includes('node_modules') && !line.includes('(<anonymous>)'));
  return lines
    .filter((line) => !STACK_LINE.test(line) || line === ownFrame)
    .slice(0, LINES_PER_FAILURE)
    .map((line) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line));
}

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** Failed tests in a Playwright JSON report (suites nest; a test's last result is the one that counts). */
export function playwrightFailures(report: Json, trail: string[] = []): Failure[] {
  const failures: Failure[] = [];
  for (const suite of list(report.suites)) {
    const title = String(suite.title ?? '');
    failures.push(...playwrightFailures(suite, title && !title.endsWith('.ts') ? [...trail, title] : trail));
  }
  for (const spec of list(report.specs)) {
    for (const test of list(spec.tests)) {
      if (test.status !== 'unexpected') continue;
      const results = list(test.results);
      const last = results[results.length - 1];
      const error = list(last?.errors)[0] ?? (last?.error as Json | undefined);
      const where = `${String(spec.file ?? '')}:${String(spec.line ?? '')}`;
      failures.push({
        title: `[${String(test.projectName ?? '')}] ${where} › ${[...trail, String(spec.title ?? '')].join(' › ')}`,
        why: firstLines(String(error?.message ?? `status ${String(last?.status ?? 'unknown')}`)),
      });
    }
  }
  return failures;
}

/** Failed tests in a vitest JSON report. */
export function vitestFailures(report: Json): Failure[] {
  const failures: Failure[] = [];
  for (const file of list(report.testResults)) {
    for (const assertion of list(file.assertionResults)) {
      if (assertion.status !== 'failed') continue;
      const messages = Array.isArray(assertion.failureMessages) ? (assertion.failureMessages as unknown[]) : [];
      failures.push({ title: String(assertion.fullName ?? assertion.title ?? ''), why: firstLines(String(messages[0] ?? 'failed')) });
    }
  }
  return failures;
}

export function formatFailures(stage: string, failures: Failure[]): string {
  return failures.map((f) => `${stage} ✗ ${f.title}\n${f.why.map((line) => `    ${line}`).join('\n')}\n`).join('');
}
