/**
 * The message catalogs the build pre-parses: src/i18n/messages/<language>.ts, or an area's own,
 * src/i18n/messages/<area>/<language>.ts or src/i18n/messages/<area>.<language>.ts. On its own,
 * without the build's Node imports, so tests in any environment can check files against it.
 */
export const CATALOG_MODULE = /[\\/]src[\\/]i18n[\\/]messages[\\/](?:[a-z-]+[\\/.])?[a-z]{2}\.ts$/;
