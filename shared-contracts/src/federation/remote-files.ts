// Plain constants, kept apart from the schemas: importing them must not pull zod into a browser bundle.

/** Where a remote publishes its files, relative to the remote's base URL. */
export const REMOTE_ASSETS_DIR = 'assets';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';
export const REMOTE_ENTRY_PATH = `${REMOTE_ASSETS_DIR}/${REMOTE_ENTRY_FILE}`;
export const ROUTE_MANIFEST_PATH = `${REMOTE_ASSETS_DIR}/${ROUTE_MANIFEST_FILE}`;
