import { RUNTIME_CONFIG_ELEMENT_ID, runtimeConfigSchema, type RuntimeConfig } from '@swat/shared-contracts';

/** Reads the configuration the bff wrote into the page. Remote URLs come from here, never from the build. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error('The page has no runtime configuration: it must be served by the bff.');
  }
  return runtimeConfigSchema.parse(JSON.parse(element.textContent));
}
