import type { Catalogs } from '@swat/shared-contracts';
import { ar } from './ar';
import { en, type ShellMessageKey } from './en';

export type { ShellMessageKey };

/**
 * Both languages at once, for tests. The shell's code loads one language at a time through
 * i18n/page-messages.ts, so a page downloads only its own words.
 */
export const shellCatalogs: Catalogs<ShellMessageKey> = { en, ar };
