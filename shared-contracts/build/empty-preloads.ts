import type { Plugin } from 'vite';

/**
 * Vite wraps every dynamic import in its preload helper so the chunk's CSS and imports can be
 * fetched alongside. Our builds preload nothing that way (modulePreload is off, CSS is one file),
 * so each wrapper gets an empty list and the helper is 0.7 KB of a first visit's JavaScript that
 * does nothing. This turns `h(()=>import("./x.js"),[],import.meta.url)` back into `import("./x.js")`
 * in the finished chunks and drops the helper's import where no call to it is left.
 */
export function withoutEmptyPreloads(code: string): string {
  const helperImport = /import\{_ as ([\w$]+)\}from"\.\/preload-helper-[\w-]+\.js";/.exec(code);
  if (!helperImport) return code;
  const helper = helperImport[1]!.replace(/\$/g, '\\$');
  // The import may be followed by .thens that pick an export: `import("./x.js").then(m=>m.a)`.
  const emptyPreload = new RegExp(`(?<![\\w$.])${helper}\\(\\(\\)=>(import\\("[^"]+"\\)(?:\\.then\\([^()]*\\))*),\\[\\](?:,import\\.meta\\.url)?\\)`, 'g');
  const rewritten = code.replace(emptyPreload, '$1');
  // A remaining wrapper is called with a function that imports; a local of the same minified name is not.
  const stillCalled = new RegExp(`(?<![\\w$.])${helper}\\((?:async)?\\(\\)=>`).test(rewritten.replace(helperImport[0], ''));
  return stillCalled ? rewritten : rewritten.replace(helperImport[0], '');
}

export function emptyPreloadsPlugin(): Plugin {
  return {
    name: 'swat:without-empty-preloads',
    apply: 'build',
    generateBundle: {
      // Last of all: Vite writes each wrapper's list in its own generateBundle, and the federation plugin rewrites chunks in its.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const code = withoutEmptyPreloads(chunk.code);
          if (code === chunk.code) continue;
          chunk.code = code;
          chunk.imports = chunk.imports.filter((file) => !/(^|\/)preload-helper-[\w-]+\.js$/.test(file) || code.includes(file.split('/').at(-1)!));
        }
      },
    },
  };
}
