import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

import { CANARY_HEALTH_PATH, canaryHealthListSchema } from '@klubb/contracts';

import { API } from './auth';
import { isApiCall } from './origins';

/** The failing fixture (deploy/fixtures/README.md): throws on render for half of its page loads. */
export const FAILING_FIXTURE_MANIFEST_URL = 'http://localhost:3009/mf-feeds/0.9.2/mf-manifest.json';

/** A remote's running canary with its numbers (GET /v1/ops/canary/health), or null. */
export async function canaryHealth(request: APIRequestContext, token: string, remote: string) {
  const response = await request.get(`${API}${CANARY_HEALTH_PATH}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { canaries } = canaryHealthListSchema.parse(await response.json());
  return canaries.find((canary) => canary.remote === remote) ?? null;
}

/** The health reports' kinds of mf-feeds in one POST /v1/a body (base64 of a JSON batch). */
function reportedKinds(body: string | null): string[] {
  try {
    const events = JSON.parse(Buffer.from(body ?? '', 'base64').toString('utf8')) as unknown;
    return (Array.isArray(events) ? events : [events]).flatMap((event: unknown) => {
      const report = event as {
        eventName?: string;
        customParams?: { remote?: string; kind?: string };
      } | null;
      return report?.eventName === 'remoteHealth' &&
        report.customParams?.remote === 'mf_feeds' &&
        report.customParams.kind
        ? [report.customParams.kind]
        : [];
    });
  } catch {
    return [];
  }
}

/**
 * One member's visit to a brand's home page in a fresh browser: it waits until the page shows
 * `shown` (the feed or the fixture's text) or `failed` (the could-not-load view) and mf-feeds'
 * health reports of the visit have gone to the API (the session, and the boundary's error when
 * the page failed). Answers the kinds reported.
 */
export async function visit(
  browser: Browser,
  url: string,
  shown: (page: Page) => Locator,
  failed: (page: Page) => Locator,
): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const kinds: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && isApiCall(request.url(), '/v1/a')) {
      kinds.push(...reportedKinds(request.postData()));
    }
  });
  await page.goto(url);
  await expect(shown(page).or(failed(page))).toBeVisible();
  const expected = (await failed(page).isVisible()) ? ['session', 'boundaryError'] : ['session'];
  await expect.poll(() => kinds, { timeout: 15_000 }).toEqual(expect.arrayContaining(expected));
  await context.close();
  return kinds;
}
