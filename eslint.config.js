// @ts-check
/**
 * One lint configuration for every package of the monorepo (`npm run lint` at the root, which
 * `npm test` runs too).
 *
 * What it checks, and why each part is here:
 * - typescript-eslint's `recommended` rules everywhere. Not its type-aware rules: building the
 *   TypeScript programs for them nearly quadrupled the run (15 s to 58 s of CPU for the repo on the
 *   2-core CI machine, where the lint shares the cores with the unit tests), and `tsc` already runs
 *   in the same `npm test`. The whole lint takes about 17 s, half of it import-x's cycle check.
 * - react-hooks' rules-of-hooks and exhaustive-deps in the three React apps (only these two: the
 *   plugin's React Compiler rules are for code written for the compiler).
 * - jsx-a11y's recommended rules in the three React apps: the e2e suite runs axe on rendered pages;
 *   this catches the same mistakes before a browser is needed.
 * - the architecture's import boundaries (see LAYERS below) and import cycles.
 * - an `eslint-disable` comment must say why (`-- reason`), and one that disables nothing is an error.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';

const REACT_APPS = ['shell', 'marketing-remote', 'portal-remote'];
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs'];
/** Tests, their harnesses and the benchmarks drive the system from outside, as `app` does: any layer is theirs to use. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/test/**', 'bff/bench/**', 'e2e/**', 'shared-contracts/build/**'];

/**
 * LAYERS. Each package's `src/` is layered, top to bottom:
 *   composition  `app/`, `prerender/`, `main.tsx` (shell); `app.ts`, `main.ts`, `cli/`, `remote-host/` (bff)
 *   features     `features/<name>/`: one feature per folder, owning its behaviour
 *   lib          `lib/` (the apps), `content/` and `i18n/` (marketing), `http/`, `db/`, `config/`, `storage/` (bff)
 * An import may go down or stay level, never up; a feature reaches another feature only through
 * that feature's public face (below), and production code never imports test support.
 *
 * eslint-plugin-boundaries rather than `no-restricted-imports`: the latter matches the text of an
 * import, and a relative path's text depends on how deep the importing file sits (`../../app` from
 * one folder is `../app` from another), so each layer would need a pattern per depth. Boundaries
 * resolves the import to a file and classifies both ends by folder, which is how the layers are
 * defined; it costs a few seconds over the repo.
 */
const ELEMENTS = [
  { type: 'feature', pattern: '*/src/features/*', capture: ['pkg', 'feature'], partialMatch: false },
  { type: 'composition', pattern: '*/src/(app|prerender|cli|remote-host)', capture: ['pkg'], partialMatch: false },
  { type: 'lib', pattern: '*/src/(lib|content|i18n|styles|http|db|config|storage)', capture: ['pkg'], partialMatch: false },
  { type: 'test-support', pattern: '*/src/test', capture: ['pkg'], partialMatch: false },
  // Files at the top of a package's src/: main.tsx, app.ts, main.ts (composition roots) and stylesheets.
  { type: 'root', pattern: '*/src', capture: ['pkg'], partialMatch: false },
];

/**
 * A feature's public face. In the React apps it is the feature's `index.ts`; everything else in
 * the folder is the feature's own business.
 * In the bff it is every module but `routes.ts`: a route file is mounted by `app.ts` and only
 * routes, so another feature never imports it. The bff's features still reach into each other's
 * modules (users, auth, projects, audit and password-reset lean on each other in a circle of
 * eight features); an `index.ts` per feature would turn that circle into an import cycle, so the
 * stricter rule waits for the feature graph to be untangled into repositories.
 */
const PRIVATE_TO_A_FEATURE = {
  react: '!index.{ts,tsx}',
  bff: '{routes.ts,**/routes.ts}',
};

/** @type {import('eslint').Linter.RuleEntry} */
const layerRule = [
  'error',
  {
    default: 'allow',
    policies: [
      {
        from: { element: { types: { anyOf: ['lib', 'feature'] } } },
        disallow: { to: { element: { types: { anyOf: ['composition', 'root'] } } } },
        message:
          'A {{from.element.type}} is below the composition layer: it must not import {{to.file.path}}. Move what both need down into a lower layer (lib/; in the bff http/, db/ or config/).',
      },
      {
        from: { element: { type: 'lib' } },
        disallow: { to: { element: { type: 'feature' } } },
        message: 'lib/ serves the features and must not import one ({{to.file.path}}). Move the shared piece down.',
      },
      {
        from: { element: { type: 'feature', captured: { pkg: '{shell,marketing-remote,portal-remote}' } } },
        disallow: { to: { element: { type: 'feature', fileInternalPath: PRIVATE_TO_A_FEATURE.react } } },
        message: "{{to.file.path}} is internal to its feature: import the feature's index.ts, or move what both need into lib/.",
      },
      {
        from: { element: { type: 'feature', captured: { pkg: 'bff' } } },
        disallow: { to: { element: { type: 'feature', fileInternalPath: PRIVATE_TO_A_FEATURE.bff } } },
        message: '{{to.file.path}} is a route file: only app.ts mounts it. Move what is shared out of it into a module of its own.',
      },
      {
        disallow: { to: { element: { type: 'test-support' } } },
        message: 'Production code must not import test support ({{to.file.path}}).',
      },
    ],
  },
];

export default tseslint.config(
  {
    // Build output, runtime data, and reports: nothing in them is written by hand.
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // `_name` marks a parameter a signature needs but the body does not, or a property left out of a rest object.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shell/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: REACT_APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: REACT_APPS.map((app) => `${app}/src/**/*.tsx`),
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: REACT_APPS.map((app) => `${app}/src/**/*.tsx`),
    rules: {
      // A table that scrolls sideways sits in a labelled region the keyboard can reach, or it could
      // not be scrolled without a mouse (axe's scrollable-region-focusable): `region` joins the
      // recommended `tabpanel`.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      // Playwright reads which fixtures a hook uses from its first parameter, which must be an object
      // pattern even when it takes none: `async ({}, testInfo) => ...`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { node: { extensions: SOURCE_EXTENSIONS } },
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
      // Which files import-x reads (and with which parser) when it follows imports to find a cycle.
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'boundaries/elements': ELEMENTS,
    },
    rules: {
      // Checks value imports only: a cycle made of `import type` alone leaves nothing to run in a bad order.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['{shell,marketing-remote,portal-remote,bff}/src/**/*.{ts,tsx,mjs}'],
    ignores: TEST_FILES,
    rules: { 'boundaries/dependencies': layerRule },
  },
);
