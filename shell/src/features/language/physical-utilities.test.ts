import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPhysicalUtilities } from './physical-utilities';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['shell/src', 'portal-remote/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('physical left/right utilities', () => {
  it('are recognised with variants, prefixes, negatives and arbitrary values', () => {
    const found = findPhysicalUtilities(
      `<div className="pt:ml-2 md:pr-4 -left-1 right-[3px] border-l-2 rounded-br-sm text-left hover:sm:mr-auto focus:left-3 left-1/2 ml-px" />`,
    ).map((hit) => hit.utility);
    expect(found).toEqual(['pt:ml-2', 'md:pr-4', '-left-1', 'right-[3px]', 'border-l-2', 'rounded-br-sm', 'text-left', 'hover:sm:mr-auto', 'focus:left-3', 'left-1/2', 'ml-px']);
  });

  it('leave logical utilities and look-alike words alone', () => {
    expect(
      findPhysicalUtilities(`"ms-2 pe-4 start-0 end-0 border-s border-line rounded-ee-sm text-start pl pr leftover 'right' left-to-right px-4 pt:border-line"`),
    ).toEqual([]);
  });

  it.each(SOURCE_ROOTS)('do not appear in %s', (root) => {
    const offenders = sourceFiles(path.join(repoRoot, root)).flatMap((file) =>
      findPhysicalUtilities(readFileSync(file, 'utf8')).map((hit) => `${path.relative(repoRoot, file)}:${hit.line} ${hit.utility}`),
    );
    expect(offenders).toEqual([]);
  });
});
