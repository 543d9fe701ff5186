import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code (src/**, server/**). End-to-end tests live in
 * tests/ and run under Playwright, not Vitest.
 *
 * Three projects: the server's tests each get a fresh module registry (`isolate`), because
 * some replace a module or hold a process-wide queue (the sign-in hashing cap); the
 * rest (the engines, the islands' state, the content checks, the scripts) share one
 * registry per worker, which halves the suite's time on two cores. A test there must
 * not rely on a module loaded fresh for its file: reset what it changes.
 */
export default defineConfig({
  resolve: {
    alias: { '~': new URL('./src', import.meta.url).pathname },
  },
  test: {
    exclude: ['node_modules', 'dist', 'dist-*', 'tests'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    benchmark: {
      include: ['src/**/*.bench.ts'],
    },
    projects: [
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'] } },
      { extends: true, test: { name: 'site', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], exclude: ['**/*.build.test.ts'], isolate: false } },
      // Tests that run a real Astro build of a throwaway site (`*.build.test.ts`): `npm test`
      // runs them beside the site's own build, not with the unit tests (scripts/run-tests.mjs).
      { extends: true, test: { name: 'build', include: ['src/**/*.build.test.ts'] } },
    ],
  },
});
