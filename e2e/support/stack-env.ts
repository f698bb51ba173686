/** Ports and credentials of the stack the suite runs against (started in global-setup.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const E2E_MARKETING_PORT = E2E_PORT + 1;
export const E2E_PORTAL_PORT = E2E_PORT + 2;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Every seeded demo account gets this password in the e2e stack. */
export const E2E_DEMO_PASSWORD = 'e2e-Demo-Password-2026';
