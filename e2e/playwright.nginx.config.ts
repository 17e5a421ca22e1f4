// The e2e smoke through nginx (issue 17): the same composed build, served by Debian's nginx on
// the generated configuration, the API behind its upstream (global-setup-nginx.mjs). Run it in a
// private network namespace (it binds the stack's ports):
//   unshare -n sh -c 'ip link set lo up; npx playwright test -c e2e/playwright.nginx.config.ts'
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './nginx',
  globalSetup: './global-setup-nginx.mjs',
  workers: 1,
  // Its own folder: npm test runs it beside the main run, and Playwright empties its output
  // folder when it starts (a shared one lost the main run's trace files mid-test).
  outputDir: './results-nginx',
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    [
      'json',
      { outputFile: fileURLToPath(new URL('../.reports/playwright-nginx.json', import.meta.url)) },
    ],
  ],
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
});
