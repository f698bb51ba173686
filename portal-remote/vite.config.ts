import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { remoteFederation, remoteViteConfig, routeManifestPlugin } from '@swat/shared-contracts/build/federation';
import { portalRoutes } from './src/app/routes';

export default defineConfig({
  ...remoteViteConfig(),
  plugins: [react(), tailwindcss(), remoteFederation('portal', './src/app/pages.ts'), routeManifestPlugin('portal', portalRoutes)],
  test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
});
