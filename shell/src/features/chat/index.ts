/** The chat feature as the rest of the shell sees it; its other modules are its own. */
export { ChatLauncher } from './ChatLauncher';

/** The chat widget's code: fetched when the visitor shows interest, never part of the first view. */
export const loadChatWidget = () => import('./ChatWidget');
