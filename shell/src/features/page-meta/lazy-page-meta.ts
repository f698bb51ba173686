import type { PageMetaController } from '../../lib/shell-runtime/shell-runtime';

type Call = (controller: PageMetaController) => void;

/**
 * The head writer, fetched with the first change it has to write. The first page's head was
 * written by the server, so a visitor who reads one page never downloads it; calls made before it
 * arrives are replayed in order (a few milliseconds later).
 */
export function createLazyPageMetaController(load: () => Promise<PageMetaController>): PageMetaController {
  let controller: PageMetaController | null = null;
  let loading = false;
  const queue: Call[] = [];

  const run = (call: Call, needsWriter: boolean) => {
    if (controller) {
      call(controller);
      return;
    }
    queue.push(call);
    if (!needsWriter || loading) return;
    loading = true;
    load().then(
      (loaded) => {
        controller = loaded;
        for (const queued of queue.splice(0)) queued(loaded);
      },
      (error: unknown) => {
        // Offline or a new release: the next head change tries again.
        loading = false;
        console.warn('The page head could not be updated.', error);
      },
    );
  };

  return {
    // The first call only records what the server wrote; it does not need the writer yet.
    setRouteMeta: (meta, firstLoad) => run((c) => c.setRouteMeta(meta, firstLoad), !firstLoad),
    setPageMeta: (meta) => run((c) => c.setPageMeta(meta), true),
  };
}
