import { translators, type Catalogs } from '@swat/shared-contracts';
import { ar } from './ar';
import { en, type ShellMessageKey } from './en';

export type { ShellMessageKey };

export const shellCatalogs: Catalogs<ShellMessageKey> = { en, ar };

/** The shell's messages in one language: `shellMessages('ar').t('header.menu')`. */
export const shellMessages = translators(shellCatalogs);
