import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's test with the browser console attached to every failed test, so a failure on CI
 * says what the page said; and every test fails on a Content-Security-Policy violation, so the
 * app is proven to work under its CSP (deploy/src/serve-rules.mjs) in every journey.
 */
export const test = base.extend<{
  consoleLog: string[];
  cspViolations: string[];
  waitsForApp: boolean;
  takenOver: void;
}>({
  consoleLog: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = [];
      page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) =>
        lines.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
      await use(lines);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('console', { body: lines.join('\n'), contentType: 'text/plain' });
        console.log(`[console of ${testInfo.title}]\n${lines.join('\n')}`);
      }
    },
    { auto: true },
  ],
  // A server-rendered page is seen before its JavaScript runs (after the LCP image, ADR 014); a
  // tap on it is kept and replayed once React owns the control (render/src/tap-capture.mjs);
  // `#root` loses the server's mark at the app's first commit (host/src/app/app.tsx). Tests act as
  // a person does (issue 33): `goto` and `reload` return when the page has loaded, not when the app
  // has taken it over, and the test taps at once. A test about what the running app does by
  // itself (a timer, an event it sends, a value it stores) waits for that: for the state it reads
  // (`expect.poll`, a locator), or for the app (`appRunning`), or, when every step needs it,
  // `test.use({ waitsForApp: true })` with why. A client-rendered page has no mark either way.
  waitsForApp: [false, { option: true }],
  takenOver: [
    async ({ page, waitsForApp }, use) => {
      if (!waitsForApp) {
        await use();
        return;
      }
      const takenOver = () =>
        page.waitForFunction(() => !document.querySelector('#root[data-klubb-rendered]'), null, {
          timeout: 20_000,
        });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await takenOver();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await takenOver();
        return response;
      };
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__klubbCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __klubbCspViolation?: (text: string) => void })
            .__klubbCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits for the app to take the server's page over (its first commit removes `#root`'s mark), for
 * a test about what the running app does by itself, not about a tap (the page keeps a tap and
 * replays it). A client-rendered page has no mark: it passes at once.
 */
export const appRunning = (page: Page) =>
  expect(page.locator('#root[data-klubb-rendered]')).toHaveCount(0, { timeout: 20_000 });

/**
 * Waits until the app owns a server-rendered control (React hydrated it or rendered it afresh),
 * for a test that types into it: a tap before then is kept and replayed, typed text is not the
 * app's state (a form typed into at first paint keeps its submit disabled).
 */
export const appOwns = (control: Locator) =>
  expect
    .poll(() =>
      control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
