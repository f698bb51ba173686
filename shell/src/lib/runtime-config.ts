import { REMOTE_NAMES, RUNTIME_CONFIG_ELEMENT_ID, type AnalyticsTag, type RemoteName, type RuntimeConfig, type RuntimeRoute } from '@swat/shared-contracts';

/*
 * A hand-written guard instead of the zod schema: the bff built this JSON from validated
 * manifests a moment ago, and parsing it with zod would put the whole zod runtime on the
 * critical path of every first visit. The check still refuses anything malformed.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRemoteName = (value: unknown): value is RemoteName => (REMOTE_NAMES as readonly unknown[]).includes(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isAbsoluteUrl = (value: unknown): value is string => {
  if (!isString(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

function fail(what: string): never {
  throw new Error(`The runtime configuration is malformed: ${what}.`);
}

function toRoute(value: unknown, index: number): RuntimeRoute {
  if (!isObject(value)) fail(`routes[${index}] is not an object`);
  const { path, title, description, layout, noindex, ogImage, section, remote } = value;
  if (!isString(path) || !path.startsWith('/')) fail(`routes[${index}].path`);
  if (!isString(title) || !isString(description)) fail(`routes[${index}] title or description`);
  if (layout !== 'site' && layout !== 'plain') fail(`routes[${index}].layout`);
  if (typeof noindex !== 'boolean') fail(`routes[${index}].noindex`);
  if (!isRemoteName(remote)) fail(`routes[${index}].remote`);
  if (ogImage !== undefined && !isString(ogImage)) fail(`routes[${index}].ogImage`);
  if (section !== undefined && !isString(section)) fail(`routes[${index}].section`);
  return {
    path,
    title,
    description,
    layout,
    noindex,
    remote,
    ...(ogImage === undefined ? {} : { ogImage }),
    ...(section === undefined ? {} : { section }),
  };
}

function toAnalyticsTag(value: unknown): AnalyticsTag {
  if (!isObject(value) || !isString(value.tagId) || !/^GTM-[A-Z0-9]{4,12}$/.test(value.tagId) || !isAbsoluteUrl(value.scriptUrl)) fail('analytics');
  return { tagId: value.tagId, scriptUrl: value.scriptUrl };
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isObject(value)) fail('not an object');
  const { remotes, routes, unavailableRemotes, publicOrigin, analytics } = value;
  if (!isObject(remotes) || !isAbsoluteUrl(remotes.marketing) || !isAbsoluteUrl(remotes.portal)) fail('remotes');
  if (!Array.isArray(routes)) fail('routes');
  if (!Array.isArray(unavailableRemotes) || !unavailableRemotes.every(isRemoteName)) fail('unavailableRemotes');
  if (!isAbsoluteUrl(publicOrigin)) fail('publicOrigin');
  return {
    remotes: { marketing: remotes.marketing, portal: remotes.portal },
    routes: routes.map(toRoute),
    unavailableRemotes,
    publicOrigin,
    ...(analytics === undefined ? {} : { analytics: toAnalyticsTag(analytics) }),
  };
}

/** Reads the configuration the bff wrote into the page. Remote URLs come from here, never from the build. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error('The page has no runtime configuration: it must be served by the bff.');
  }
  return parseRuntimeConfig(JSON.parse(element.textContent));
}
