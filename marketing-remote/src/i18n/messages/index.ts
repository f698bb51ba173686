import type { Catalogs } from '@swat/shared-contracts';
import { ar } from './ar';
import { en, type MarketingMessageKey } from './en';

export type { MarketingMessageKey };

export const marketingCatalogs: Catalogs<MarketingMessageKey> = { en, ar };
