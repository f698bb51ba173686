import { defineConfig } from 'vitest/config';

// Its own config so `npm test` (scripts/test.ts runs every package that has one) runs these too.
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts'] } });
