import { describe, expect, it } from 'vitest';
import { formatFailures, playwrightFailures, vitestFailures } from '../../../scripts/failure-digest';

// Shaped like the reports Playwright 1.x and vitest 3 wrote for one failing test each (colour codes kept).
const playwrightReport = {
  suites: [
    {
      title: 'accounts.spec.ts',
      file: 'accounts.spec.ts',
      specs: [],
      suites: [
        {
          title: 'accounts, mail and audit',
          specs: [
            {
              title: 'a draft upload is invisible',
              file: 'accounts.spec.ts',
              line: 163,
              tests: [
                {
                  projectName: 'desktop',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      errors: [
                        {
                          message:
                            'Error: \u001b[2mexpect(\u001b[22mlocator).toBeVisible()\n\nLocator: getByText(\'No data shared yet\')\nExpected: visible\nReceived: <element(s) not found>\n\n\u001b[90m 172 |\u001b[39m   await page.goto(x);\n\u001b[31m>\u001b[39m\u001b[90m 173 |\u001b[39m   await expect(page.getByText(\'No data shared yet\')).toBeVisible();\n     |                                                   ^\n    at /repo/e2e/tests/accounts.spec.ts:173:51',
                        },
                      ],
                    },
                  ],
                },
                { projectName: 'mobile', status: 'expected', results: [{ status: 'passed', errors: [] }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const vitestReport = {
  testResults: [
    {
      assertionResults: [
        { fullName: 'group passes', status: 'passed', failureMessages: [] },
        {
          fullName: 'group fails',
          status: 'failed',
          failureMessages: [
            'AssertionError: expected { a: 1 } to deeply equal { a: 2 }\n    at /repo/bff/src/x.test.ts:2:64\n    at file:///repo/node_modules/@vitest/runner/dist/chunk.js:302:11\n    at new Promise (<anonymous>)',
          ],
        },
      ],
    },
  ],
};

describe('the failure digest printed after npm test’s total', () => {
  it('names each failed Playwright test with its project, file, line and describe path, and the cause without colour codes', () => {
    const failures = playwrightFailures(playwrightReport);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.title).toBe('[desktop] accounts.spec.ts:163 › accounts, mail and audit › a draft upload is invisible');
    expect(failures[0]!.why).toEqual([
      'Error: expect(locator).toBeVisible()',
      "Locator: getByText('No data shared yet')",
      'Expected: visible',
      'Received: <element(s) not found>',
      "> 173 |   await expect(page.getByText('No data shared yet')).toBeVisible();",
      '    at /repo/e2e/tests/accounts.spec.ts:173:51',
    ]);
  });

  it('keeps a vitest failure’s message and the first stack frame in our code, not the runner’s', () => {
    expect(formatFailures('unit bff', vitestFailures(vitestReport))).toBe(
      'unit bff ✗ group fails\n    AssertionError: expected { a: 1 } to deeply equal { a: 2 }\n        at /repo/bff/src/x.test.ts:2:64\n',
    );
  });

  it('prints nothing when nothing failed', () => {
    expect(formatFailures('e2e', playwrightFailures({ suites: [] }))).toBe('');
  });
});
