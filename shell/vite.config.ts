import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federationBuild, hostFederation, messageCatalogsPlugin } from '@swat/shared-contracts/build/federation';
import { prerenderPlugin, publishShellChrome } from '@swat/shared-contracts/build/prerender';
import { FONT_MANIFEST_FILE, fontManifestFromFiles } from '@swat/shared-contracts';
import { offlinePageWords } from './src/app/offline-page-words';

/**
 * Stamps dist/sw.js with this build's id and asset list, so every deploy is a new worker
 * (and new cache names) and its install step can precache the shell's hashed files, and with
 * the offline page's words in both languages from the catalogs.
 */
function serviceWorkerStamp(): Plugin {
  let assets: string[] = [];
  let outDir = 'dist';
  return {
    name: 'swat:service-worker-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .map((file) => `/${file}`)
        .sort();
    },
    async closeBundle() {
      const file = path.join(outDir, 'sw.js');
      const source = await readFile(file, 'utf8');
      const buildId = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const stamped = source
        .replace("'__SWAT_BUILD_ID__'", JSON.stringify(buildId))
        .replace("['__SWAT_PRECACHE__']", JSON.stringify(assets))
        .replace("'__SWAT_OFFLINE_WORDS__'", JSON.stringify(offlinePageWords()));
      if (stamped.includes('__SWAT_')) throw new Error('sw.js has build placeholders left unstamped');
      await writeFile(file, stamped);
    },
  };
}

/**
 * Writes dist/font-manifest.json: the hashed font files of this build and, per language, the
 * ones the first view needs, so the server can preload them (see shared-contracts/src/fonts).
 */
function fontManifest(): Plugin {
  return {
    name: 'swat:font-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const fonts = Object.keys(bundle).filter((file) => file.endsWith('.woff2'));
      const manifest = fontManifestFromFiles(fonts);
      if (manifest.preload.en.length === 0 || manifest.preload.ar.length === 0) throw new Error('The build has no font files to preload');
      this.emitFile({ type: 'asset', fileName: FONT_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

const routerFacade = path.resolve(import.meta.dirname, 'src/lib/federation/router-shared.ts');

export default defineConfig(({ mode }) => ({
  // The shared router is the browser subset of react-router (see router-shared.ts). Tests use the real package.
  resolve:
    mode === 'test'
      ? {}
      : {
          alias: [
            { find: /^react-router$/, replacement: routerFacade },
            { find: /^react-router-dom$/, replacement: routerFacade },
          ],
        },
  plugins: [
    messageCatalogsPlugin(),
    react(),
    tailwindcss(),
    hostFederation(),
    serviceWorkerStamp(),
    fontManifest(),
    prerenderPlugin({
      entry: 'src/prerender/chrome.tsx',
      ssrPlugins: [react(), messageCatalogsPlugin()],
      outDir: 'chrome',
      // Remote pages only exist in a browser; the chrome renders a slot where they go.
      external: [/^(marketing|portal)\/pages$/],
      publish: publishShellChrome,
    }),
  ],
  // SWAT_NO_MINIFY=1 npm run build: readable function names in a CPU profile of the first page.
  build: { ...federationBuild, outDir: 'dist', emptyOutDir: true, minify: process.env.SWAT_NO_MINIFY ? false : federationBuild.minify },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
