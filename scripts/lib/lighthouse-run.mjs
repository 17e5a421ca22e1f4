// Runs Lighthouse (mobile, default simulated throttling) on pages of a running stack, in one
// headless Debian Chromium that reaches nothing outside loopback.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_PATH } from './chromium.mjs';
import { CATEGORIES, failingAudits, figuresOf } from './lighthouse-figures.mjs';

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

// Unscored audits that cost seconds per run: screenshots, the back/forward-cache probe (a second
// navigation) and fetching every source map. The three category scores do not depend on them.
const SKIPPED_AUDITS = [
  'screenshot-thumbnails',
  'final-screenshot',
  'bf-cache',
  'valid-source-maps',
];

/** Lighthouse's flags for one run: the default mobile config, the three categories only. */
export const lighthouseFlags = (port) => ({
  port,
  logLevel: 'error',
  output: 'json',
  onlyCategories: CATEGORIES,
  skipAudits: SKIPPED_AUDITS,
  disableFullPageScreenshot: true,
});

/**
 * Runs every page `runs` times, round-robin (page 1, 2, 3, then again), so a passing burst of load
 * on the machine spreads over the pages instead of spoiling one. Each run is a cold load:
 * Lighthouse clears the origin's cache and storage first. Resolves to
 * [{ ...page, runs: [{ figures, audits, warnings, ms }], environment }]. `keep(page, run, lhr)`, when
 * given, gets every whole result (to save it).
 */
export async function runPages(pages, { runs = 3, log = console.log, keep = null } = {}) {
  // Signals are the caller's (exitOnSignals); Chromium leads its own process group, so it is
  // killed on any exit rather than by chrome-launcher's SIGINT handler, which exits at once.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  const killChrome = () => chrome.kill();
  process.on('exit', killChrome);
  const results = pages.map((page) => ({ ...page, runs: [], environment: null }));
  try {
    for (let i = 1; i <= runs; i++) {
      for (const result of results) {
        const started = Date.now();
        const { lhr } = await lighthouse(result.url, lighthouseFlags(chrome.port));
        keep?.(result, i, lhr);
        const figures = figuresOf(lhr);
        const ms = Date.now() - started;
        result.runs.push({
          figures,
          audits: failingAudits(lhr),
          warnings: [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(Boolean),
          ms,
        });
        result.environment ??= {
          lighthouse: lhr.lighthouseVersion,
          userAgent: lhr.environment?.hostUserAgent,
          benchmarkIndex: lhr.environment?.benchmarkIndex,
        };
        log(
          `${result.name} run ${i}/${runs}: perf ${figures.performance ?? '-'}, ` +
            `LCP ${Math.round(figures.lcpMs ?? NaN)} ms (${(ms / 1000).toFixed(1)} s)`,
        );
      }
    }
  } finally {
    process.off('exit', killChrome);
    await chrome.kill();
  }
  return results;
}
