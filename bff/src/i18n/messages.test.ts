import { describeCatalogs } from '@swat/shared-contracts/i18n/testing';
import { bffCatalogs } from './messages';

describeCatalogs('bff', bffCatalogs);
