import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from './router-shared';
import { useBlocker as guardedUseBlocker } from '../navigation/guarded-history';

/**
 * Every .ts/.tsx file under a folder, tests and test harnesses excluded (they run against the real
 * package), and the build-time prerender entries too: they run in Node, never in a browser.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'prerender' || name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const root = path.resolve(import.meta.dirname, '../../../..');
const packages = ['shell/src', 'marketing-remote/src', 'portal-remote/src'];

describe('the shared react-router facade', () => {
  it('exports every name the shell and the remotes import from react-router(-dom)', () => {
    const missing: string[] = [];
    for (const pkg of packages) {
      let files: string[] = [];
      try {
        files = sources(path.join(root, pkg));
      } catch {
        continue;
      }
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
          if (match[0].startsWith('import type')) continue;
          for (const raw of (match[1] ?? '').split(',')) {
            const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (!name || raw.trim().startsWith('type ')) continue;
            if (!(name in shared)) missing.push(`${path.relative(root, file)}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves the data router out and shares the shell\'s own useBlocker', () => {
    expect('createBrowserRouter' in shared).toBe(false);
    expect('RouterProvider' in shared).toBe(false);
    expect(shared.useBlocker).toBe(guardedUseBlocker);
  });
});
