import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federationBuild, hostFederation } from '@swat/shared-contracts/build/federation';

export default defineConfig({
  plugins: [react(), tailwindcss(), hostFederation()],
  build: { ...federationBuild, outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
