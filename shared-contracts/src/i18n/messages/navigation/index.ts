import { IntlMessageFormat } from 'intl-messageformat';
import { translators, type Catalogs } from '../../catalog';
import { ar } from './ar';
import { en, type NavigationMessageKey } from './en';

export type { NavigationMessageKey };

export const navigationCatalogs: Catalogs<NavigationMessageKey> = { en, ar };

export const navigationMessages = /* @__PURE__ */ translators(navigationCatalogs, IntlMessageFormat);
