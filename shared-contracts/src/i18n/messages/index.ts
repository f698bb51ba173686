import { IntlMessageFormat } from 'intl-messageformat';
import { translators, type Catalogs } from '../catalog';
import { ar } from './ar';
import { en, type SharedMessageKey } from './en';

export type { SharedMessageKey };

/**
 * The messages the shell and the portal both show (the spec's toasts) and the navigation
 * labels, in both languages. A browser page that should load only its own language takes the
 * catalogs one by one from '@swat/shared-contracts/i18n/catalogs/<language>' instead.
 */
export const sharedCatalogs: Catalogs<SharedMessageKey> = { en, ar };

/** The shared messages in one language: `sharedMessages('ar').t('logout.title')`. */
export const sharedMessages = /* @__PURE__ */ translators(sharedCatalogs, IntlMessageFormat);
