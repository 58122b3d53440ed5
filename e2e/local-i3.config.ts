import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';
export default defineConfig({
  ...base,
  globalSetup: undefined,
  workers: 2,
  reporter: [['list']],
  outputDir: '/tmp/i3/test-results',
  use: { ...base.use, baseURL: 'http://localhost:8093' },
});
