import os from 'node:os';
import path from 'node:path';
/**
 * Ports and credentials of the stack the suite runs against (started in global-setup.ts).
 * The base port is picked once per run in the main process (playwright.config.ts imports
 * this first) and inherited by the workers, so two runs on one machine do not collide.
 */
/*
 * Each run owns 20 ports from its base: the main stack (+0…+2), the specs' own stacks
 * (remote-down +5…+7, remote-redeploy +8…+10, analytics-consent +11…+13 and its tag stand-in +14,
 * supervisor +15…+17) and the SMTP server (+19).
 * All of them stay below Linux's ephemeral range (32768 up): a spec that restarts a server on its
 * port must not find it taken meanwhile as the local end of some outgoing connection.
 */
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20_000 + (process.pid % 600) * 20);
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_MARKETING_PORT = E2E_PORT + 1;
export const E2E_PORTAL_PORT = E2E_PORT + 2;
/** For specs that need a stack of their own (e.g. stopping a remote): 5 ports above the main one. */
export const E2E_ISOLATED_PORT = E2E_PORT + 5;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The test SMTP server global-setup starts; the stacks send their mail to it. */
export const E2E_SMTP_PORT = E2E_PORT + 19;
/** Where that server writes each message it receives (read by the specs in the workers). */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `swat-e2e-mail-${E2E_PORT}`);
/** Every seeded demo account gets this password in the e2e stack. */
export const E2E_DEMO_PASSWORD = 'e2e-Demo-Password-2026';
