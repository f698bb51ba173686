import type { Catalogs } from '@swat/shared-contracts';
import { ar } from './ar';
import { en, type PortalMessageKey } from './en';

export type { PortalMessageKey };

export const portalCatalogs: Catalogs<PortalMessageKey> = { en, ar };
