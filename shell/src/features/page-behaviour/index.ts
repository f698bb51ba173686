/** The page-behaviour feature as the rest of the shell sees it; its other modules are its own. */
export { fadeIn, focusMainHeading } from './route-change';
