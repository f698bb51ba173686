/** The prefetch feature as the rest of the shell sees it; its other modules are its own. */
export { isPrefetchedSection, whenIdle } from './prefetch-rules';
