import { translators, type Catalogs } from '../catalog';
import { ar } from './ar';
import { en, type SharedMessageKey } from './en';

export type { SharedMessageKey };

/** The messages the shell and the portal both show (the spec's toasts), in both languages. */
export const sharedCatalogs: Catalogs<SharedMessageKey> = { en, ar };

/** The shared messages in one language: `sharedMessages('ar').t('logout.title')`. */
export const sharedMessages = translators(sharedCatalogs);
