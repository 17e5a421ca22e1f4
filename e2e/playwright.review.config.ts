// The screenshot review (issue 32): every screen of both brands, on a phone and a desktop, in each
// state (full, loading, empty, error, offline), written as PNGs into e2e/review-shots/ (git-ignored)
// for a person to look at. Not a test run: nothing is compared. Needs the builds, as the e2e run:
//   node node_modules/@playwright/test/cli.js test -c e2e/playwright.review.config.ts
import { defineConfig } from '@playwright/test';

import base from './playwright.config';

const [signIn, phone, desktop] = base.projects ?? [];

export default defineConfig({
  ...base,
  testDir: './review',
  outputDir: './results-review',
  retries: 0,
  timeout: 300_000,
  reporter: [['line']],
  projects: [
    { ...signIn, testDir: './tests' },
    { name: 'phone', use: phone?.use, dependencies: ['sign-in'] },
    { name: 'desktop', use: desktop?.use, dependencies: ['sign-in'] },
  ],
});
