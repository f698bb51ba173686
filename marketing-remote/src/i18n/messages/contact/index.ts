import type { Catalogs } from '@swat/shared-contracts';
import { ar } from './ar';
import { en, type ContactMessageKey } from './en';

export type { ContactMessageKey };

export const contactCatalogs: Catalogs<ContactMessageKey> = { en, ar };
