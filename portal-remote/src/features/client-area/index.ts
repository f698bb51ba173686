/** The client-area feature as the rest of the portal sees it; its other modules are its own. */
export { ChangePasswordForm } from './ProfileForms';
