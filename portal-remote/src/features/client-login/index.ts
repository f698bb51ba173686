/** The client-login feature as the rest of the portal sees it; its other modules are its own. */
export { LoginForm, nextPathFrom } from './LoginForm';
export { SignedInNotice } from './SignedInNotice';
export { useSignInPageTitle } from './use-sign-in-page-title';
export { LanguageOffer } from './LanguageOffer';
