/** The temporary-password feature as the rest of the portal sees it; its other modules are its own. */
export { ForcedPasswordChange } from './ForcedPasswordChange';
