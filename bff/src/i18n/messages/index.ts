import { IntlMessageFormat } from 'intl-messageformat';
import { translators, type Catalogs } from '@swat/shared-contracts';
import { ar } from './ar';
import { en, type BffMessageKey } from './en';

export type { BffMessageKey };

export const bffCatalogs: Catalogs<BffMessageKey> = { en, ar };

/** The bff's messages in one language: `bffMessages('ar').t('mail.greeting', { name })`. */
export const bffMessages = translators(bffCatalogs, IntlMessageFormat);
