/** The analytics feature as the rest of the shell sees it; its other modules are its own. */

/** The consent banner's code: fetched only on a site with an analytics tag. */
export const loadConsentBanner = () => import('./ConsentBanner');
