/**
 * The page-meta feature as the rest of the shell sees it. Not the head writer itself
 * (page-meta.ts): main.tsx loads that on demand, so it stays off the first view's code.
 */
export { metaFromRoute } from './route-meta';
export { PageMeta } from './PageMeta';
