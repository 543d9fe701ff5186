import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code (src/**, server/**). End-to-end tests live in
 * tests/ and run under Playwright, not Vitest.
 */
export default defineConfig({
  resolve: {
    alias: { '~': new URL('./src', import.meta.url).pathname },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'dist-*', 'tests'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    benchmark: {
      include: ['src/**/*.bench.ts'],
    },
  },
});
