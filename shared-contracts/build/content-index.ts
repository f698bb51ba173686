import type { Plugin } from 'vite';
import type { z } from 'zod';
import { CONTENT_INDEX_PATH, contentIndexSchema, type contentIndexRouteSchema } from '../src/index';

export type ContentIndexRouteInput = z.input<typeof contentIndexRouteSchema>;

/**
 * Emits `content-index.json` beside the route manifest: the plain text of every page,
 * which the bff's chat assistant retrieves from. Validated here so bad input fails the build.
 */
export function contentIndexPlugin(routes: readonly ContentIndexRouteInput[] | (() => readonly ContentIndexRouteInput[])): Plugin {
  return {
    name: 'swat:content-index',
    apply: 'build',
    generateBundle() {
      const index = contentIndexSchema.parse({ remote: 'marketing', builtAt: new Date().toISOString(), routes: typeof routes === 'function' ? routes() : routes });
      this.emitFile({ type: 'asset', fileName: CONTENT_INDEX_PATH, source: `${JSON.stringify(index)}\n` });
    },
  };
}
