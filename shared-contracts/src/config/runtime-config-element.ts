/** Id of the JSON script element the bff writes the run-time config into (no schema here, so the shell stays zod-free). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'swat-runtime-config';
