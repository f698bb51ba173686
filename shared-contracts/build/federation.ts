/**
 * The only place that configures @originjs/vite-plugin-federation, so that a move
 * to another federation plugin is one file. Used by the three vite configs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import federation from '@originjs/vite-plugin-federation';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { emptyPreloadsPlugin } from './empty-preloads';
import type { z } from 'zod';
import {
  REMOTE_ENTRY_FILE,
  REMOTE_NAMES,
  REMOTE_PAGES_MODULE,
  REMOTE_ASSETS_DIR,
  ROUTE_MANIFEST_PATH,
  SHARED_SINGLETONS,
  routeManifestEntrySchema,
  routeManifestSchema,
  type RemoteName,
} from '../src/index';

export type RouteManifestEntryInput = z.input<typeof routeManifestEntrySchema>;

// The plugin shares by version match; one lockfile gives every app the same versions, hence one copy.
// A subpath entry (the contracts' React context) has no package.json of its own for the plugin to
// read its version from, so it is given the package's version here.
const contractsVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
// react-intl's exports map hides its package.json from the plugin's lookup: its version is read here.
const reactIntlEntry = createRequire(import.meta.url).resolve('react-intl');
const reactIntlVersion = (JSON.parse(readFileSync(path.join(path.dirname(reactIntlEntry), 'package.json'), 'utf8')) as { version: string }).version;
const pinned = (version: string) => ({ version, requiredVersion: version });
const shared = Object.fromEntries(
  SHARED_SINGLETONS.map((name) => [name, name.startsWith('@swat/shared-contracts/') ? pinned(contractsVersion) : name === 'react-intl' ? pinned(reactIntlVersion) : {}]),
);

/** Name of the global function the shell defines to tell the plugin where a remote lives right now. */
export const REMOTE_URL_RESOLVER = '__swatResolveRemoteEntry';

export function hostFederation(): PluginOption {
  return [federation({
    name: 'shell',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        {
          external: `globalThis.${REMOTE_URL_RESOLVER}(${JSON.stringify(name)})`,
          externalType: 'promise',
          format: 'esm',
          from: 'vite',
        },
      ]),
    ),
    shared,
  }), emptyPreloadsPlugin()];
}

export function remoteFederation(name: RemoteName, pagesModulePath: string): PluginOption {
  return [
    federation({
      name,
      filename: REMOTE_ENTRY_FILE,
      // The entry lists its stylesheet instead of adding it (see remoteStylesheetsKey): the shell adds it when the page lacks it.
      exposes: { [REMOTE_PAGES_MODULE]: { import: pagesModulePath, dontAppendStylesToHead: true } },
      shared,
    }),
    emptyPreloadsPlugin(),
  ];
}

/** Build settings federation needs: native ESM output, no preload helper, one CSS file per remote. */
export const federationBuild: NonNullable<UserConfig['build']> = {
  target: 'esnext',
  modulePreload: false,
  cssCodeSplit: false,
  assetsDir: REMOTE_ASSETS_DIR,
  // terser over esbuild: a second compress pass drops code esbuild keeps (the shared router chunk
  // gets 15% smaller), which keeps the first visit's JavaScript within its budget. Slower to build.
  minify: 'terser',
  terserOptions: { compress: { passes: 2 } },
  rollupOptions: {
    onwarn(warning, warn) {
      // zod ships comments Rollup cannot place; harmless, and noise in every build.
      if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
      warn(warning);
    },
  },
};

/**
 * Vite settings for a remote. The base stays '/', because the plugin resolves the exposed
 * chunk and the CSS against remoteEntry.js only then ('./' doubles the assets folder);
 * asset URLs in JS are made relative to the importing chunk so they follow the remote's host.
 */
export function remoteViteConfig(): Pick<UserConfig, 'base' | 'build' | 'experimental'> {
  return {
    base: '/',
    build: { ...federationBuild, outDir: 'dist', emptyOutDir: true, rollupOptions: { ...federationBuild.rollupOptions, input: {} } },
    experimental: {
      renderBuiltUrl(filename, { hostType }) {
        if (hostType === 'js') {
          // Every chunk lives in assets/, so '../' + filename is the file on the remote's own origin.
          return { runtime: `new URL(${JSON.stringify(`../${filename}`)}, import.meta.url).href` };
        }
        return { relative: true };
      },
    },
  };
}

/**
 * Emits `route-manifest.json` beside remoteEntry.js, validated against the contract,
 * so a bad manifest fails the remote's build instead of the bff at run time.
 */
export function routeManifestPlugin(remote: RemoteName, routes: readonly RouteManifestEntryInput[]): Plugin {
  return {
    name: 'swat:route-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = routeManifestSchema.parse({ remote, builtAt: new Date().toISOString(), routes });
      this.emitFile({ type: 'asset', fileName: ROUTE_MANIFEST_PATH, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

// One import path for every build helper of the contracts package.
export { contentIndexPlugin, type ContentIndexRouteInput } from './content-index';
export { messageCatalogsPlugin } from './i18n';
