import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentIndexPlugin, remoteFederation, remoteViteConfig, routeManifestPlugin } from '@swat/shared-contracts/build/federation';
import { marketingRoutes } from './src/content/routes';
import { contentIndexRoutes } from './src/content/content-index';

export default defineConfig({
  ...remoteViteConfig(),
  plugins: [react(), tailwindcss(), remoteFederation('marketing', './src/app/pages.ts'), routeManifestPlugin('marketing', marketingRoutes), contentIndexPlugin(contentIndexRoutes)],
  // Form tests type whole messages through user-event: seconds each on a loaded 2-core CI machine.
  test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
});
