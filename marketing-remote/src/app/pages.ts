import { pagesFromTable, type RemotePageComponent, type RemotePagesModule } from '@swat/shared-contracts';
import { pageTable } from './page-table';
import '../styles.css';

// One lazy chunk per section module; the table says which export shows which route.
const modules = import.meta.glob<Record<string, RemotePageComponent>>(['../features/*/*Page.tsx', '../features/*/*Pages.tsx', '!../features/layout/**']);

/**
 * Exposed as `marketing/pages`: one lazy loader per route of content/routes.ts.
 * The entry chunk carries only the table, never a page's copy.
 */
const remote: RemotePagesModule = { pages: pagesFromTable(pageTable, modules) };

export default remote;
