// Chromium features that cost a test browser CPU for nothing, and how to turn them off without
// undoing what the launcher already turns off: Chromium reads only the last `--disable-features`
// on its command line (measured: a second one brought back what the first disabled), and both
// Playwright and chrome-launcher pass a list of their own.
/**
 * Chromium 156 opens its omnibox popup as WebUI pages (chrome://omnibox-popup.top-chrome/ and its
 * AI-mode page) in every window, headless too: two renderer processes more per browser context.
 * Measured 2026-11-28 on the 2-core machine, 10 contexts each loading a one-line page: 13.0-15.6
 * CPU s and 6.7-8.1 s with them, 8.6-8.8 CPU s and 4.5-4.7 s without (Playwright's own list
 * kept in both). No page of the app or test reads them.
 */
export const UNUSED_BROWSER_UI_FEATURES = Object.freeze([
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
]);

const DISABLE = '--disable-features=';

/**
 * `args` with `features` added to its last `--disable-features` (every other one dropped, since
 * Chromium would ignore it, its features kept), or to a new one when it has none.
 */
export function withDisabledFeatures(args, features) {
  const listed = args
    .filter((arg) => arg.startsWith(DISABLE))
    .flatMap((arg) => arg.slice(DISABLE.length).split(','));
  const all = [...new Set([...listed, ...features].filter(Boolean))];
  return [...args.filter((arg) => !arg.startsWith(DISABLE)), `${DISABLE}${all.join(',')}`];
}

/**
 * The features Playwright disables in every Chromium it launches (its chromiumSwitches.ts), read
 * from the text of the installed playwright-core's bundle (e2e/playwright.config.ts reads the
 * file): an args list with a `--disable-features` of its own must repeat them. Throws when the
 * list is not found, so an upgrade that moves it fails loudly instead of dropping Playwright's.
 */
export function playwrightDisabledFeatures(source) {
  const list = /\bdisabledFeatures\s*=\s*\[([\s\S]*?)\]/.exec(source)?.[1];
  const names = list
    ?.replace(/\/\/[^\n]*/g, '')
    .match(/(["'])[\w-]+\1/g)
    ?.map((quoted) => quoted.slice(1, -1));
  if (!names?.length) {
    throw new Error(
      "playwright-core's disabledFeatures list was not found: see deploy/src/stack/chromium-features.mjs",
    );
  }
  return names;
}
