/** The layout feature as the rest of the site sees it: the page every content route renders; its other modules are its own. */
export { ContentPage } from './ContentPage';
export { isolateLtr } from './BidiText';
