/** `npm start`: build what is missing or stale, then run the site on the embedded defaults. */
import { buildFrontends } from './build';
import { startStack } from './stack';

const port = Number(process.env.PORT ?? 8080);
const marketingPort = Number(process.env.MARKETING_PORT ?? 8081);
const portalPort = Number(process.env.PORTAL_PORT ?? 8082);

try {
  buildFrontends(false);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// Supervised: a process that exits is restarted with backoff (logged) while the others keep serving.
const stack = await startStack({ port, marketingPort, portalPort, supervise: true }).catch((error: unknown) => {
  process.stderr.write(`The site could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

process.stdout.write(`\n  SWAT Research is running at ${stack.url}\n  (marketing remote ${stack.marketingUrl}, portal remote ${stack.portalUrl}). Press Ctrl-C to stop.\n\n`);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
