import { test as base } from '@playwright/test';

/**
 * Playwright's test with the browser console attached to every failed test, so a failure on CI
 * says what the page said.
 */
export const test = base.extend<{ consoleLog: string[] }>({
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
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
