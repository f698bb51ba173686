/** The illustrations feature as the rest of the site sees it; its other modules are its own. */
export { Illustration } from './Illustration';
export { default as coverageDots } from './assets/coverage-dots.svg';
