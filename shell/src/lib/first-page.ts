/**
 * Resolves once the first page's content is on screen. Idle-time work (section prefetch, the
 * chat widget's code) waits for it: the browser looks idle while it waits for the network,
 * and prefetching then would compete with the page the visitor asked for.
 */
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export const firstPageShown = (): Promise<void> => shown;
export const markFirstPageShown = (): void => markShown();
