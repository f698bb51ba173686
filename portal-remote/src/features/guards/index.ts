/** The guards feature as the rest of the portal sees it; its other modules are its own. */
export { NotAllowed, RequireClient, RequireStaff } from './guards';
