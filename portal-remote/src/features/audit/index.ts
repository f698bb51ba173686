/** The audit feature as the rest of the portal sees it; its other modules are its own. */
export { ActivityTimeline } from './ActivityTimeline';
