/** The publishing feature as the rest of the portal sees it; its other modules are its own. */
export { PublishControls, type PublishTarget } from './PublishControls';
