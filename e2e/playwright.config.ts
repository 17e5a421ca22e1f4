// End-to-end tests of the composed production build in Debian's Chromium (never a downloaded
// browser). global-setup.mjs starts the API on a fresh database and the six static servers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import {
  playwrightDisabledFeatures,
  UNUSED_BROWSER_UI_FEATURES,
  withDisabledFeatures,
} from '../deploy/src/stack/chromium-features.mjs';

const CI = Boolean(process.env.CI);

/**
 * Debian's Chromium binary itself, not its /usr/bin/chromium wrapper script: the wrapper adds
 * `--enable-gpu-rasterization` (raster on the software GPU), extensions and an API key. Measured
 * on 32 phone tests: 128 CPU s and 2.5 min against 142 CPU s and 2.7 min through the wrapper.
 */
export const CHROMIUM_BINARY = '/usr/lib/chromium/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing outside loopback: Chromium looks up Google hosts even with the flags above.
  // *.localhost (brand B at nordic.localhost) must stay reachable, so it is excluded too.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE *.localhost , EXCLUDE 127.0.0.1',
];

/**
 * With the omnibox popup's WebUI pages off (deploy/src/stack/chromium-features.mjs: two renderers more
 * per context, about 0.5 CPU s each on this machine), in a `--disable-features` that repeats
 * Playwright's own list: Chromium reads only the last one.
 */
export const CHROMIUM_ARGS = withDisabledFeatures(
  [`--disable-features=${playwrightDisabledFeatures(playwrightBundle()).join(',')}`, ...ARGS],
  UNUSED_BROWSER_UI_FEATURES,
);

/** The text of the playwright-core that @playwright/test runs on (its switches are in it). */
function playwrightBundle(): string {
  const require = createRequire(import.meta.url);
  const test = dirname(require.resolve('@playwright/test/package.json'));
  const core = dirname(require.resolve('playwright-core/package.json', { paths: [test] }));
  return readFileSync(join(core, 'lib/coreBundle.js'), 'utf8');
}

/** Specs that change what a brand serves (the remote registry, issue 15). */
const REGISTRY_SPECS = /registry\.spec\.ts$/;
/** The operator console's specs: they switch a brand's remote too (the desktop run). */
const CONSOLE_SPECS = /console\.spec\.ts$/;
/**
 * Specs whose journeys do not depend on the layout (HTTP headers, the remotes document, analytics
 * events, the password reset, the user-info form, the referral and waiting-list flows, BankID's
 * account linking and names, the return after creating an account, the burst of server renders):
 * they run on the phone only, since the desktop run repeated the same requests and form logic
 * (e2e/README.md).
 */
const LAYOUT_FREE_SPECS =
  /(security-headers|remotes-document|analytics|auth-password|more-user-info|journeys-referral|offer-waiting-list|bankid-link|bankid-names|journeys-create-account-return|server-render-concurrent)\.spec\.ts$/;
/** Signs the seeded members in once and saves their sessions (support/signed-in.ts). */
const SIGN_IN_SETUP = /sign-in\.setup\.ts$/;
/**
 * A phone's layout, touch and user agent at one device pixel per CSS pixel: the Pixel 7's 2.625
 * made the browser raster and composite about 7 times the pixels in every test, for no test that
 * reads them (no spec depends on the pixel ratio; Lighthouse emulates its own phone). Measured on
 * 38 phone tests: renderer 63 -> 53 CPU s, browser process 31 -> 26 CPU s, 1.5 -> 1.4 min.
 */
const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
};
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

export default defineConfig({
  testDir: './tests',
  outputDir: './results',
  globalSetup: './global-setup.mjs',
  forbidOnly: CI,
  // Tests, not files, are shared among the workers: a long spec file no longer ends the run alone.
  fullyParallel: true,
  retries: CI ? 1 : 0,
  // One worker more than the machine has cores: a test spends much of its time waiting on the
  // network, timers and the browser's frames. 2026-11-27 (2 cores): 46 phone tests took 104 s
  // with 2 workers (the machine 68 % busy), 90 s with 3 and 87 s with 4 (90 % busy); the whole
  // suite with 3 workers kept the machine 87 % busy.
  workers: Number(process.env.KLUBB_E2E_WORKERS) || availableParallelism() + 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    [CI ? 'line' : 'list'],
    [
      'json',
      { outputFile: fileURLToPath(new URL('../.reports/playwright.json', import.meta.url)) },
    ],
  ],
  use: {
    baseURL: 'http://localhost:3000',
    // A trace records every action's DOM snapshot and a screencast: in CI only a failed test's
    // retry is traced (the recording cost every passing test CPU in the browser and its GPU
    // process); locally every failure keeps its trace.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_BINARY, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'sign-in', testMatch: SIGN_IN_SETUP, use: DESKTOP },
    {
      name: 'phone',
      testIgnore: [REGISTRY_SPECS, CONSOLE_SPECS],
      dependencies: ['sign-in'],
      use: PHONE,
    },
    {
      name: 'desktop',
      testIgnore: [REGISTRY_SPECS, CONSOLE_SPECS, LAYOUT_FREE_SPECS],
      dependencies: ['sign-in'],
      use: DESKTOP,
    },
    {
      // The registry's operator journeys switch remotes off and on for a whole brand: run after
      // every other spec, so none meets a brand mid-change (a failure there skips them).
      name: 'registry',
      testMatch: REGISTRY_SPECS,
      dependencies: ['phone', 'desktop'],
      use: DESKTOP,
    },
    // Then the console, on a phone and a computer (only the desktop run changes a brand).
    { name: 'console-phone', testMatch: CONSOLE_SPECS, dependencies: ['registry'], use: PHONE },
    { name: 'console-desktop', testMatch: CONSOLE_SPECS, dependencies: ['registry'], use: DESKTOP },
  ],
});
