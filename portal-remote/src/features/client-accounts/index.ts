/** The client-accounts feature as the rest of the portal sees it; its other modules are its own. */
export { ClientDetailsEditor } from './ClientDetailsEditor';
export { MoveCompanyForm } from './MoveCompanyForm';
