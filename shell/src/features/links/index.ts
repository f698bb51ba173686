/** The links feature as the rest of the shell sees it; its other modules are its own. */
export { SmartLink } from './SmartLink';
