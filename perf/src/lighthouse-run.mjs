// Runs Lighthouse (mobile, simulated throttling) on pages of a running stack, in one headless
// Debian Chromium that reaches nothing outside loopback, its CPU slowdown calibrated to the machine.
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';

import {
  UNUSED_BROWSER_UI_FEATURES,
  withDisabledFeatures,
} from '../../deploy/src/stack/chromium-features.mjs';
import { CHROMIUM_PATH } from '../../deploy/src/stack/chromium.mjs';

import { cpuMultiplierFor } from './lighthouse-budgets.mjs';
import { CATEGORIES, failingAudits, figuresOf } from './lighthouse-figures.mjs';
import { firstViewJsGzipBytes } from './lighthouse-monolith.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
  // Nothing outside loopback (as in e2e/playwright.config.ts); *.localhost is brand B.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE *.localhost , EXCLUDE 127.0.0.1',
];

/**
 * chrome-launcher's default flags and ours, with the omnibox popup's WebUI pages off
 * (chromium-features.mjs): their two renderers started with each run's browser and took the CPU
 * the page's load was measured on. One `--disable-features` (Chromium reads only the last), so
 * the launch ignores its default flags and gets them here.
 */
export const LAUNCH_FLAGS = withDisabledFeatures(
  [...Launcher.defaultFlags(), ...CHROME_FLAGS],
  UNUSED_BROWSER_UI_FEATURES,
);

// Unscored audits that cost seconds per run: screenshots, the back/forward-cache probe (a second
// navigation) and fetching every source map. The three category scores do not depend on them.
const SKIPPED_AUDITS = [
  'screenshot-thumbnails',
  'final-screenshot',
  'bf-cache',
  'valid-source-maps',
];

/**
 * Lighthouse's own CPU benchmark (the one behind the report's benchmarkIndex), run twice in the
 * page Lighthouse is about to use, right before its run: the faster reading. Each reading takes
 * a second, and a moment's stall of the machine (another process, a GC) lowered one reading by
 * a third in CI (1471 between readings of 2022-2785), which would have slowed that run's phone
 * down less than the others'.
 */
async function benchmarkIndexOf(page) {
  await page.goto('about:blank');
  const first = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const second = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return Math.max(first, second);
}

/**
 * Lighthouse's flags for one run: the default mobile config with `cpuSlowdownMultiplier`, the
 * three categories only.
 */
export const lighthouseFlags = (cpuSlowdownMultiplier) => ({
  logLevel: 'error',
  output: 'json',
  onlyCategories: CATEGORIES,
  skipAudits: SKIPPED_AUDITS,
  disableFullPageScreenshot: true,
  throttling: { cpuSlowdownMultiplier },
});

function jsGzipBytesOf(lhr, hostDir) {
  try {
    return firstViewJsGzipBytes(lhr, hostDir, { hostOnly: hostDir !== undefined });
  } catch {
    return null; // a script not served from this checkout's folders: no figure rather than half of one
  }
}

function runOf(lhr, ms, hostDir, calibrationIndex = null) {
  return {
    calibrationIndex,
    figures: figuresOf(lhr),
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    jsGzipBytes: jsGzipBytesOf(lhr, hostDir),
    audits: failingAudits(lhr),
    warnings: [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(Boolean),
    ms,
  };
}

/**
 * Runs every page `runs` times, round-robin (page 1, 2, 3, then again), so a passing burst of load
 * on the machine spreads over the pages instead of spoiling one. Each first-view run gets a fresh
 * Chromium with a new, empty profile: Lighthouse's own storage reset clears the HTTP cache but not
 * localStorage or IndexedDB, so one browser across runs let a run start from what the previous
 * one stored. With `repeat`, the same browser then loads the page again without any reset (HTTP
 * cache and storage kept): a repeat visit, kept apart in `repeatRuns`. Resolves to
 * [{ ...page, runs: [{ figures, jsGzipBytes, audits, warnings, ms }], repeatRuns: […], environment }].
 * `hostDir` is the folder the host's server serves (for the JS bytes; dist/ unless the monolith).
 * `keep(page, run, lhr)`, when given, gets every whole first-view result (to save it).
 * `cpuMultiplier`: a fixed CPU slowdown (4 is Lighthouse's default); by default each run's is
 * calibrated (cpuMultiplierFor) by the benchmark run in its browser right before it.
 */
export async function runPages(
  pages,
  {
    runs = 3,
    repeat = false,
    hostDir = undefined,
    log = console.log,
    keep = null,
    cpuMultiplier = null,
  } = {},
) {
  const results = pages.map((page) => ({ ...page, runs: [], repeatRuns: [], environment: null }));
  for (let i = 1; i <= runs; i++) {
    for (const result of results) {
      // Signals are the caller's (exitOnSignals); Chromium leads its own process group, so it is
      // killed on any exit rather than by chrome-launcher's SIGINT handler, which exits at once.
      // chrome-launcher gives each launch a new temporary profile and deletes it on kill.
      const chrome = await launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: LAUNCH_FLAGS,
        ignoreDefaultFlags: true,
        handleSIGINT: false,
      });
      const killChrome = () => chrome.kill();
      process.on('exit', killChrome);
      let browser = null;
      try {
        browser = await puppeteer.connect({
          browserURL: `http://127.0.0.1:${chrome.port}`,
          defaultViewport: null,
        });
        const [page = await browser.newPage()] = await browser.pages();
        const index = cpuMultiplier ? null : await benchmarkIndexOf(page);
        const multiplier = cpuMultiplier ?? cpuMultiplierFor(index);
        let started = Date.now();
        const { lhr } = await lighthouse(result.url, lighthouseFlags(multiplier), undefined, page);
        keep?.(result, i, lhr);
        const run = runOf(lhr, Date.now() - started, hostDir, index);
        result.runs.push(run);
        result.environment ??= {
          lighthouse: lhr.lighthouseVersion,
          userAgent: lhr.environment?.hostUserAgent,
          benchmarkIndex: lhr.environment?.benchmarkIndex,
        };
        let line =
          `${result.name} run ${i}/${runs}: CPU ${multiplier}x` +
          `${index === null ? '' : ` (benchmark index ${Math.round(index)})`}, ` +
          `perf ${run.figures.performance ?? '-'}, LCP ${Math.round(run.figures.lcpMs ?? NaN)} ms, ` +
          `TBT ${Math.round(run.figures.tbtMs ?? NaN)} ms (${(run.ms / 1000).toFixed(1)} s)`;
        if (repeat) {
          started = Date.now();
          const again = await lighthouse(
            result.url,
            { ...lighthouseFlags(multiplier), disableStorageReset: true },
            undefined,
            page,
          );
          const repeatRun = runOf(again.lhr, Date.now() - started, hostDir);
          result.repeatRuns.push(repeatRun);
          line += `; repeat visit perf ${repeatRun.figures.performance ?? '-'}, LCP ${Math.round(repeatRun.figures.lcpMs ?? NaN)} ms`;
        }
        log(line);
      } finally {
        await browser?.disconnect();
        process.off('exit', killChrome);
        await chrome.kill();
      }
    }
  }
  return results;
}
