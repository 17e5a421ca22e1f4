import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { OPERATORS_TENANT_ID, REGISTRY_PATHS } from '@klubb/contracts';

import { API } from './auth';

/** The seeded operators (api/README.md): one per brand and one for the platform. */
export const OPERATOR_PASSWORD = 'Operator-2026!';
export const OPERATORS = {
  brandA: { email: 'ops.klubb@klubb.example', brandId: 'klubb' },
  brandB: { email: 'ops.norge@klubbnorge.example', brandId: 'klubb-norge' },
  platform: { email: 'platform@klubb.example', brandId: null },
} as const;

export const BRAND_IDS = { a: 'klubb', b: 'klubb-norge' } as const;

/** The incompatible fixture (deploy/fixtures/README.md), served by the harness on port 3009. */
export const INCOMPATIBLE_FIXTURE_MANIFEST_URL =
  'http://localhost:3009/mf-feeds/0.9.0/mf-manifest.json';

/** The fixture that passes every rule but `module`: its module lacks a route it declares. */
export const MISMATCHED_FIXTURE_MANIFEST_URL =
  'http://localhost:3009/mf-feeds/0.9.1/mf-manifest.json';

/**
 * An operator's fresh ID token: a sign-in in the operators' tenant at the identity stand-in, so
 * every change made with it is within the fresh-session window.
 */
export async function operatorToken(
  request: APIRequestContext,
  operator: { email: string },
): Promise<string> {
  const response = await request.post(
    `${API}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-key`,
    {
      data: {
        email: operator.email,
        password: OPERATOR_PASSWORD,
        returnSecureToken: true,
        tenantId: OPERATORS_TENANT_ID,
      },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** One operator change (a POST of REGISTRY_PATHS); answers the response for its status. */
export async function operatorChange(
  request: APIRequestContext,
  token: string,
  path: (typeof REGISTRY_PATHS)[keyof typeof REGISTRY_PATHS],
  body: unknown,
) {
  return request.post(`${API}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
}

/** As operatorChange, and the change must succeed. */
export async function mustChange(
  request: APIRequestContext,
  token: string,
  path: (typeof REGISTRY_PATHS)[keyof typeof REGISTRY_PATHS],
  body: unknown,
): Promise<void> {
  const response = await operatorChange(request, token, path, body);
  expect(response.ok(), `${path} ${JSON.stringify(body)}: ${await response.text()}`).toBe(true);
}

/** The brand's remotes document as its host reads it (brand by Origin). */
export async function brandDocument(request: APIRequestContext, brandUrl: string) {
  const response = await request.get(`${API}${REGISTRY_PATHS.brandRemotes}`, {
    headers: { Origin: brandUrl },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ remotes: Array<{ name: string; version: string }> }>;
}

/**
 * The brand's app as a new visitor opens it ("the next page load"): a fresh browser context, so
 * no HTTP cache, kept document or session carries over from an earlier load.
 */
export async function openFresh(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
