import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with the browser console attached to every failed test, so a failure on CI
 * says what the page said; and every test fails on a Content-Security-Policy violation, so the
 * app is proven to work under its CSP (deploy/src/serve-rules.mjs) in every journey.
 */
export const test = base.extend<{ consoleLog: string[]; cspViolations: string[] }>({
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

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
