import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // scripts/test holds the platform's integration tests.
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.dom.test.ts', 'scripts/test/**'],
        },
      },
      {
        // React components (and code that needs a DOM) in jsdom, with Testing Library.
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['**/src/**/*.test.tsx', '**/src/**/*.dom.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['scripts/test/components-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          // The services' HTTP tests, and the platform's own (scripts/test).
          include: ['services/*/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          globalSetup: ['scripts/test/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: argon2 and the database are the bottleneck, not test parallelism.
          maxWorkers: 2,
        },
      },
      {
        test: {
          // npm run test:hostile: the whole platform, every documented route (scripts/hostile).
          name: 'hostile',
          include: ['scripts/hostile/**/*.hostile.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          // npm run test:fuzz: schemathesis over every service's OpenAPI document (scripts/fuzz).
          name: 'fuzz',
          include: ['scripts/fuzz/**/*.fuzz.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
