import { preloadable } from '../../lib/lazy/preloadable';

/*
 * The shell's own not-found and unavailable pages are rare, so their code is not part of every
 * first visit. A prerendered not-found page loads it before hydrating (like a remote page), and
 * the build loads it before prerendering, so both render it in one pass; a visitor who follows a
 * dead link inside the site gets it a moment later.
 */
const fallbackPage = preloadable(() => import('./NotFoundPage').then((module) => module.FallbackPage));

export const preloadFallbackPage = fallbackPage.preload;
export const FallbackRoute = fallbackPage.Component;
