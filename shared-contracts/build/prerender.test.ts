import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROME_MANIFEST_FILE } from '../src/index';
import { BundleGraph, publishShellChrome } from './prerender';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function chunk(graph: BundleGraph, file: string, name: string, imports: string[] = [], facadeModuleId: string | null = null) {
  graph.chunks.set(file, { file, name, isEntry: facadeModuleId !== null, facadeModuleId, moduleIds: [], imports });
}

describe("the shell's chrome manifest", () => {
  it('preloads the entry and the shared singletons with what they import, and no lazy chunk', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'chrome-manifest-'));
    dirs.push(distDir);
    await mkdir(path.join(distDir, 'chrome'));
    const graph = new BundleGraph();
    chunk(graph, 'assets/index-1.js', 'index', ['assets/react-1.js'], '/shell/index.html');
    chunk(graph, 'assets/react-1.js', 'react');
    chunk(graph, 'assets/__federation_shared_react-1.js', '__federation_shared_react', [], '/shell/react');
    chunk(graph, 'assets/ChatWidget-1.js', 'ChatWidget', ['assets/react-1.js']);

    await publishShellChrome({ root: '/shell', distDir, graph, files: new Map([['site', 'chrome/site.1.html']]) });

    const manifest = JSON.parse(await readFile(path.join(distDir, CHROME_MANIFEST_FILE), 'utf8')) as { preload: string[]; variants: Record<string, string> };
    expect(manifest.preload).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/__federation_shared_react-1.js']);
    expect(manifest.variants).toEqual({ site: 'chrome/site.1.html' });
  });
});
