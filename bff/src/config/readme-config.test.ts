import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BFF_ENV_NAMES } from './env';
import { SHARED_INSTANCE_SETTINGS } from './shared-settings';

/**
 * The README is a newcomer's guide: its configuration table is the one place a setting is
 * described, so it must name every variable the bff reads, once, and nothing the bff has dropped.
 * The docs it points to must exist, and their links must lead somewhere.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Read by npm start, the e2e suite and the benchmarks rather than by the bff. */
const LAUNCHER_VARIABLES = ['MARKETING_PORT', 'PORTAL_PORT', 'CHROMIUM_PATH'];

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The variable names in the first cell of each table row (a row may name several). */
function tableNames(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

/** GitHub's anchors: a heading lower-cased, punctuation dropped, spaces as dashes. */
const headingAnchors = (markdown: string) =>
  [...withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );

describe('README configuration table', () => {
  const names = tableNames(section(read('README.md'), 'Configuration'));

  it('names every variable the bff reads', () => {
    expect(BFF_ENV_NAMES.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('describes each variable once and none the bff no longer reads', () => {
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => !BFF_ENV_NAMES.includes(name) && !LAUNCHER_VARIABLES.includes(name))).toEqual([]);
  });
});

describe('docs/operations.md', () => {
  it('lists every setting that instances behind one balancer must share', () => {
    const names = tableNames(section(read('docs/operations.md'), 'Several instances'));
    expect(SHARED_INSTANCE_SETTINGS.filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('links between the docs', () => {
  const documents = ['README.md', 'CHANGELOG.md', ...readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

  it.each(documents)('every relative link in %s leads to a file, and a heading, that exist', (document) => {
    const text = withoutCode(read(document));
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/i.test(target));
    const missing = targets.filter((target) => {
      const [file, anchor] = target.split('#');
      const resolved = file ? path.resolve(repoRoot, path.dirname(document), file) : path.join(repoRoot, document);
      if (!existsSync(resolved)) return true;
      return anchor !== undefined && !headingAnchors(readFileSync(resolved, 'utf8')).includes(anchor);
    });
    expect(missing).toEqual([]);
  });
});
