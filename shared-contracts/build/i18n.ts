/**
 * The build side of the message catalogs (src/i18n/catalog.ts), for every app's vite config:
 *
 * - Each catalog module (`src/i18n/messages/en.ts`, `ar.ts` in any package) has its ICU texts
 *   replaced by their parsed form (FormatJS's AST), and FormatJS's parser by its no-parser
 *   entry: the browser formats messages without downloading the parser (about 16 KB gzipped),
 *   and a message that does not parse fails the build instead of a page.
 * - FormatJS's runtime packages resolve to one copy. npm places another major version of them
 *   (a benchmark tool's) at the top of node_modules, so each package that uses them gets its own
 *   nested copy; without this, a page would download intl-messageformat once per importer.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

import { CATALOG_MODULE } from './catalog-module';

export { CATALOG_MODULE };

const require = createRequire(import.meta.url);
const messageFormatEntry = require.resolve('intl-messageformat');
const fromMessageFormat = createRequire(messageFormatEntry);
const parserEntry = fromMessageFormat.resolve('@formatjs/icu-messageformat-parser');
const runtime = {
  'intl-messageformat': messageFormatEntry,
  '@formatjs/icu-messageformat-parser': path.join(path.dirname(parserEntry), 'no-parser.js'),
  '@formatjs/fast-memoize': fromMessageFormat.resolve('@formatjs/fast-memoize'),
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every string literal that is the value of an object property, in source order. */
function messageLiterals(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) messageLiterals(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === 'Property' && isNode(node.value) && node.value.type === 'Literal' && typeof node.value.value === 'string') {
    found.push(node.value);
    return found;
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'type' && key !== 'start' && key !== 'end') messageLiterals(child, found);
  return found;
}

export function messageCatalogsPlugin(): Plugin {
  return {
    name: 'swat:message-catalogs',
    apply: 'build',
    // After TypeScript is stripped: the module is plain JavaScript by then.
    enforce: 'post',
    config: () => ({ resolve: { alias: Object.entries(runtime).map(([name, file]) => ({ find: new RegExp(`^${name.replace('/', '\\/')}$`), replacement: file })) } }),
    transform(code, id) {
      if (!CATALOG_MODULE.test(id)) return null;
      let out = code;
      for (const literal of messageLiterals(this.parse(code)).reverse()) {
        const text = literal.value as string;
        let ast;
        try {
          ast = parse(text, { requiresOtherClause: true });
        } catch (error) {
          this.error(`${path.basename(id)}: not valid ICU MessageFormat: ${JSON.stringify(text)} (${error instanceof Error ? error.message : String(error)})`);
        }
        out = `${out.slice(0, literal.start)}${JSON.stringify(ast)}${out.slice(literal.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
