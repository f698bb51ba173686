import { pagesFromTable, type RemotePageComponent, type RemotePagesModule } from '@swat/shared-contracts';
import { pageTable } from './page-table';
import { withPortalMessages } from '../i18n/portal-messages';
import '../styles.css';

// One lazy chunk per page module; the table says which shows which route.
const modules = import.meta.glob<Record<string, RemotePageComponent>>(['../features/*/*Page.tsx']);

/** Exposed as `portal/pages`: one lazy loader per route of routes.ts. */
const remote: RemotePagesModule = { pages: pagesFromTable(pageTable, modules, withPortalMessages) };

export default remote;
