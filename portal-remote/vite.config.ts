import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pageModuleFiles } from '@swat/shared-contracts';
import { messageCatalogsPlugin, remoteFederation, remoteViteConfig, routeManifestPlugin } from '@swat/shared-contracts/build/federation';
import { prerenderPlugin, publishRemotePages } from '@swat/shared-contracts/build/prerender';
import { portalRoutes } from './src/app/routes';
import { pageTable } from './src/app/page-table';

export default defineConfig({
  ...remoteViteConfig(),
  plugins: [
    messageCatalogsPlugin(),
    react(),
    tailwindcss(),
    remoteFederation('portal', './src/app/pages.ts'),
    routeManifestPlugin('portal', portalRoutes),
    prerenderPlugin({
      entry: 'src/prerender/prerender.tsx',
      ssrPlugins: [react(), messageCatalogsPlugin()],
      outDir: 'assets/prerendered',
      placeholderAssetBase: true,
      publish: publishRemotePages(pageModuleFiles(pageTable)),
    }),
  ],
  test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
});
