/** The toasts feature as the rest of the shell sees it; its other modules are its own. */
export { preloadToastItem } from './Toaster';
