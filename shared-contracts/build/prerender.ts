/**
 * Build-time prerendering, shared by the shell and both remotes. After a package's browser build,
 * the same source is built once more for Node (React's server renderer, no federation), its
 * prerender entry renders HTML, and the package publishes the files beside its other assets with
 * what the browser needs to take each page over. A release stays one dist/ folder.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type Rollup } from 'vite';
import {
  CHROME_MANIFEST_FILE,
  REMOTE_BASE_PLACEHOLDER,
  ROUTE_MANIFEST_PATH,
  SHARED_SINGLETONS,
  ON_DEMAND_SINGLETONS,
  chromeManifestSchema,
  routeManifestSchema,
  type ChromeManifest,
} from '../src/index';

/** One prerendered document: a route path (remotes) or a chrome variant key (shell). */
export interface PrerenderedHtml {
  key: string;
  html: string;
}

/** What a package's prerender entry exports. */

interface ChunkInfo {
  file: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** The browser build's chunks, to find which files a page needs before its code runs. */
export class BundleGraph {
  readonly chunks = new Map<string, ChunkInfo>();
  readonly css: string[] = [];

  static fromBundle(bundle: Rollup.OutputBundle): BundleGraph {
    const graph = new BundleGraph();
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type === 'chunk') {
        graph.chunks.set(file, { file, name: output.name, isEntry: output.isEntry, facadeModuleId: output.facadeModuleId, moduleIds: output.moduleIds, imports: output.imports });
      } else if (file.endsWith('.css')) {
        graph.css.push(file);
      }
    }
    graph.css.sort();
    return graph;
  }

  /** A chunk and everything it imports statically (what the browser fetches before running it). */
  staticClosure(file: string): string[] {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const next of this.chunks.get(f)?.imports ?? []) visit(next);
    };
    visit(file);
    return [...seen];
  }

  /** The chunk a source module ended up in: the one it is the entry of, else the one that holds it. */
  chunkOfModule(absolutePath: string): ChunkInfo | undefined {
    const chunks = [...this.chunks.values()];
    return chunks.find((c) => c.facadeModuleId === absolutePath) ?? chunks.find((c) => c.moduleIds.includes(absolutePath));
  }

  chunkNamed(predicate: (name: string) => boolean): ChunkInfo | undefined {
    return [...this.chunks.values()].find((c) => predicate(c.name));
  }

  /** The chunk of the page's own script tag (federation's shared chunks are entries too). */
  htmlEntryChunk(): ChunkInfo | undefined {
    return [...this.chunks.values()].find((c) => c.isEntry && (c.facadeModuleId?.endsWith('.html') ?? false));
  }
}

export interface PublishContext {
  root: string;
  distDir: string;
  graph: BundleGraph;
  /** Written files by key, relative to dist/. */
  files: ReadonlyMap<string, string>;
}

export interface PrerenderOptions {
  /** The Node entry, relative to the package root. */
  entry: string;
  /** Plugins for the server build: the caller's React plugin. */
  ssrPlugins: PluginOption[];
  /** Folder under dist/ for the HTML files. */
  outDir: string;
  /** Imports the server build must leave alone (federated modules, which only exist in a browser). */
  external?: (string | RegExp)[];
  /** Remotes: URLs of their own files start with REMOTE_BASE_PLACEHOLDER (see prerender-markers.ts). */
  placeholderAssetBase?: boolean;
  publish(context: PublishContext): Promise<void>;
}

const execFileAsync = promisify(execFile);

const EMPTY_CSS = '\0swat-prerender-empty-css';

/** Stylesheets are the browser build's business: the server build only needs the markup. */
const ignoreCss: Plugin = {
  name: 'swat:prerender-ignore-css',
  enforce: 'pre',
  resolveId(id) {
    return /\.css(\?.*)?$/.test(id) ? EMPTY_CSS : null;
  },
  load(id) {
    return id === EMPTY_CSS ? 'export default "";' : null;
  },
};

/**
 * Runs the server build's prerender() in a fresh Node process: the vite config (and this file)
 * run inside Vite's module runner, which is closed by the time closeBundle runs, and a fresh
 * process also starts every watch rebuild from clean module state.
 */
async function renderInNode(serverEntry: string): Promise<PrerenderedHtml[]> {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(serverEntry).href)}); process.stdout.write(JSON.stringify(await m.prerender()));`;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 512 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  return JSON.parse(stdout) as PrerenderedHtml[];
}

const slug = (key: string) => key.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'index';
const contentHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');

export function prerenderPlugin(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let distDir = '';
  let graph = new BundleGraph();
  return {
    name: 'swat:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      distDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle, not generateBundle: other plugins (the CSS one, federation) still rename and add files until then.
    writeBundle(_output, bundle) {
      graph = BundleGraph.fromBundle(bundle);
    },
    async closeBundle() {
      const serverDir = path.join(root, 'node_modules', '.cache', 'swat-prerender');
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [ignoreCss, ...options.ssrPlugins],
        build: {
          ssr: path.resolve(root, options.entry),
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          rollupOptions: { external: options.external ?? [], output: { format: 'esm', entryFileNames: 'prerender.mjs', inlineDynamicImports: true } },
        },
        ...(options.placeholderAssetBase
          ? {
              experimental: {
                renderBuiltUrl: (filename: string, { hostType }: { hostType: string }) =>
                  hostType === 'js' ? { runtime: JSON.stringify(`${REMOTE_BASE_PLACEHOLDER}${filename}`) } : { relative: true },
              },
            }
          : {}),
      });
      const rendered = await renderInNode(path.join(serverDir, 'prerender.mjs'));

      const outDir = path.join(distDir, options.outDir);
      await rm(outDir, { recursive: true, force: true });
      await mkdir(outDir, { recursive: true });
      const files = new Map<string, string>();
      for (const { key, html } of rendered) {
        const file = `${options.outDir}/${slug(key)}.${contentHash(html)}.html`;
        await writeFile(path.join(distDir, file), html);
        files.set(key, file);
      }
      await options.publish({ root, distDir, graph, files });
    },
  };
}

const isSharedFallback = (file: string) => path.basename(file).startsWith('__federation_shared_') || file.includes('/__federation_shared_');

/**
 * For a remote: adds to each prerendered route of route-manifest.json its HTML file, the
 * stylesheet and the modules its page needs (the federation entry chunk and the page chunk,
 * with their static imports). The remote's own copies of shared libraries are left out: the
 * browser takes those from the shell.
 */
export function publishRemotePages(pageModules: Readonly<Record<string, string | readonly string[]>>) {
  return async ({ root, distDir, graph, files }: PublishContext) => {
    const manifestFile = path.join(distDir, ROUTE_MANIFEST_PATH);
    const manifest = routeManifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')));
    const expose = graph.chunkNamed((name) => name.startsWith('__federation_expose_'));
    if (!expose) throw new Error('prerender: the federation entry chunk (__federation_expose_*) is not in the bundle');
    for (const route of manifest.routes) {
      const html = files.get(route.path);
      if (!html) continue;
      const sources = [pageModules[route.path] ?? []].flat();
      if (sources.length === 0) throw new Error(`prerender: ${route.path} is not in the page table`);
      const chunks = sources.map((source) => {
        const chunk = graph.chunkOfModule(path.resolve(root, source));
        if (!chunk) throw new Error(`prerender: no chunk for ${source}, the page module of ${route.path}`);
        return chunk;
      });
      const js = [...new Set([expose, ...chunks].flatMap((chunk) => graph.staticClosure(chunk.file)))].filter((f) => !isSharedFallback(f));
      route.prerender = { html, css: graph.css, js };
    }
    await writeFile(manifestFile, `${JSON.stringify(routeManifestSchema.parse(manifest), null, 2)}\n`);
  };
}

/**
 * For the shell: chrome/chrome-manifest.json with the chrome variants and the modules to preload:
 * the entry with its static imports, and the shared singletons the remotes ask the shell for
 * (all but TanStack Query, which only signed-in pages load).
 */
export async function publishShellChrome({ distDir, graph, files }: PublishContext): Promise<void> {
  const entry = graph.htmlEntryChunk();
  if (!entry) throw new Error('prerender: the shell has no entry chunk');
  const shared = SHARED_SINGLETONS.filter((name) => !ON_DEMAND_SINGLETONS.includes(name))
    .map((name) => graph.chunkNamed((chunkName) => chunkName === `__federation_shared_${name}`))
    .filter((chunk): chunk is ChunkInfo => chunk !== undefined);
  const preload = [...new Set([entry, ...shared].flatMap((chunk) => graph.staticClosure(chunk.file)))].map((file) => `/${file}`);
  const manifest: ChromeManifest = chromeManifestSchema.parse({ builtAt: new Date().toISOString(), variants: Object.fromEntries(files), preload });
  await writeFile(path.join(distDir, CHROME_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
