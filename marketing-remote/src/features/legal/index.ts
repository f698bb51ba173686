/** The legal feature as the rest of the site sees it: the analytics choice a content block can hold; its other modules are its own. */
export { AnalyticsChoiceSlot } from './AnalyticsChoiceSlot';
