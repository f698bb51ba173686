import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentIndexPlugin, messageCatalogsPlugin, remoteFederation, remoteViteConfig, routeManifestPlugin } from '@swat/shared-contracts/build/federation';
import { prerenderPlugin, publishRemotePages } from '@swat/shared-contracts/build/prerender';
import { marketingRoutes } from './src/content/routes';
import { contentIndexRoutes } from './src/content/content-index';
import { routeSourceFiles } from './src/app/page-table';

export default defineConfig({
  ...remoteViteConfig(),
  plugins: [
    messageCatalogsPlugin(),
    react(),
    tailwindcss(),
    remoteFederation('marketing', './src/app/pages.ts'),
    routeManifestPlugin('marketing', marketingRoutes),
    contentIndexPlugin(contentIndexRoutes),
    prerenderPlugin({
      entry: 'src/prerender/prerender.tsx',
      ssrPlugins: [react(), messageCatalogsPlugin()],
      outDir: 'assets/prerendered',
      placeholderAssetBase: true,
      publish: publishRemotePages(routeSourceFiles),
    }),
  ],
  // Form tests type whole messages through user-event: seconds each on a loaded 2-core CI machine.
  test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
});
