// The remote registry's operator journeys (issue 15), end to end against the composed build: each
// change goes through the registry's API as an operator makes it (REGISTRY_PATHS), and is live at
// the next page load of that brand and nowhere else — no host rebuild. Needs the registry's API
// (issue 15's registry-api branch); the tests leave every brand as they found it.
import { REGISTRY_PATHS } from '@klubb/contracts';

import { API } from '../support/auth';
import { BRAND_A, BRAND_B } from '../support/brands';
import { FAILING_FIXTURE_MANIFEST_URL, canaryHealth, visit } from '../support/canary';
import {
  BRAND_IDS,
  INCOMPATIBLE_FIXTURE_MANIFEST_URL,
  MISMATCHED_FIXTURE_MANIFEST_URL,
  OPERATORS,
  brandDocument,
  mustChange,
  openFresh,
  operatorChange,
  operatorToken,
} from '../support/operators';
import { expect, test, type Page } from '../support/test';

// They change what every brand serves: one at a time, and after the other specs (the `registry`
// project of playwright.config.ts runs this file alone, after the phone and desktop projects).
test.describe.configure({ mode: 'serial' });

const feedOf = (page: Page, brand: { feedLabel: string }) =>
  page.getByRole('list', { name: brand.feedLabel }).getByRole('link').first();
const cartButton = (page: Page, label: RegExp) =>
  page.getByRole('banner').getByRole('button', { name: label });
const feedVersion = (page: Page) => page.locator('[data-remote-version]').first();

test('a brand operator switches mf-commerce off for brand A: no cart, no /checkout there, brand B unchanged; and back on', async ({
  browser,
  request,
}) => {
  const token = await operatorToken(request, OPERATORS.brandA);
  const body = { brandId: BRAND_IDS.a, remote: 'mf_commerce' };
  // Brand B has commerce off in the seed (cart-badge.spec.ts): unchanged means just that.
  const brandBBefore = await brandDocument(request, BRAND_B.url);
  await mustChange(request, token, REGISTRY_PATHS.setBrandRemote, { ...body, enabled: false });
  try {
    const names = (await brandDocument(request, BRAND_A.url)).remotes.map((remote) => remote.name);
    expect(names).not.toContain('mf_commerce');
    expect(names).toContain('mf_feeds');

    const brandA = await openFresh(browser, BRAND_A.url);
    await expect(feedOf(brandA, BRAND_A)).toBeVisible();
    await expect(cartButton(brandA, /^Varukorg/)).toHaveCount(0);
    await brandA.goto(`${BRAND_A.url}/checkout`);
    await expect(brandA.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await brandA.context().close();

    expect(await brandDocument(request, BRAND_B.url)).toEqual(brandBBefore);
    const brandB = await openFresh(browser, BRAND_B.url);
    await expect(feedOf(brandB, BRAND_B)).toBeVisible();
    await brandB.context().close();
  } finally {
    await mustChange(request, token, REGISTRY_PATHS.setBrandRemote, { ...body, enabled: true });
  }
  const brandA = await openFresh(browser, BRAND_A.url);
  await expect(cartButton(brandA, /^Varukorg/)).toBeVisible();
  await brandA.goto(`${BRAND_A.url}/checkout`);
  // Boot waits for every switched-on remote before it routes: with the cart shown, /checkout is.
  await expect(cartButton(brandA, /^Varukorg/)).toBeVisible();
  await expect(brandA.getByRole('heading', { name: 'Sidan finns inte' })).toHaveCount(0);
  await brandA.context().close();
});

test('brand A’s operator cannot switch a remote of brand B', async ({ request }) => {
  const token = await operatorToken(request, OPERATORS.brandA);
  const before = await brandDocument(request, BRAND_B.url);
  const response = await operatorChange(request, token, REGISTRY_PATHS.setBrandRemote, {
    brandId: BRAND_IDS.b,
    remote: 'mf_commerce',
    enabled: true,
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ status: 403, code: 'operator/forbidden' });
  expect(await brandDocument(request, BRAND_B.url)).toEqual(before);
});

test('a canary of mf-feeds 0.2.0 for brand B loads there only; promoted, both brands load it; rolled back, both are on 0.1.0', async ({
  browser,
  request,
}, testInfo) => {
  // Eight fresh page loads of the whole app, each after a registry change.
  testInfo.setTimeout(120_000);
  const platform = await operatorToken(request, OPERATORS.platform);
  const expectVersions = async (a: string, b: string) => {
    const brandA = await openFresh(browser, BRAND_A.url);
    await expect(feedOf(brandA, BRAND_A)).toBeVisible();
    await expect(feedVersion(brandA)).toHaveAttribute('data-remote-version', a);
    const brandB = await openFresh(browser, BRAND_B.url);
    await expect(feedOf(brandB, BRAND_B)).toBeVisible();
    await expect(feedVersion(brandB)).toHaveAttribute('data-remote-version', b);
    await Promise.all([brandA.context().close(), brandB.context().close()]);
  };

  await expectVersions('0.1.0', '0.1.0');
  try {
    await mustChange(request, platform, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.2.0',
      brandIds: [BRAND_IDS.b],
    });
    await expectVersions('0.1.0', '0.2.0');

    await mustChange(request, platform, REGISTRY_PATHS.promoteCanary, { remote: 'mf_feeds' });
    await expectVersions('0.2.0', '0.2.0');

    await mustChange(request, platform, REGISTRY_PATHS.rollback, {
      remote: 'mf_feeds',
      to: '0.1.0',
    });
    await expectVersions('0.1.0', '0.1.0');
  } finally {
    // Whatever failed above, the next run (and every other spec) starts from 0.1.0, no canary.
    await operatorChange(request, platform, REGISTRY_PATHS.endCanary, { remote: 'mf_feeds' });
    await operatorChange(request, platform, REGISTRY_PATHS.rollback, {
      remote: 'mf_feeds',
      to: '0.1.0',
    });
  }
});

test('the incompatible fixture is refused with its reasons, and no brand’s document changes', async ({
  request,
}) => {
  const platform = await operatorToken(request, OPERATORS.platform);
  const before = await Promise.all([
    brandDocument(request, BRAND_A.url),
    brandDocument(request, BRAND_B.url),
  ]);
  const response = await operatorChange(request, platform, REGISTRY_PATHS.publish, {
    remote: 'mf_feeds',
    version: '0.9.0',
    manifestUrl: INCOMPATIBLE_FIXTURE_MANIFEST_URL,
  });
  expect(response.status()).toBe(422);
  const refusal = (await response.json()) as {
    code: string;
    reasons: Array<{ rule: string; detail: string }>;
  };
  expect(refusal.code).toBe('registry/contract-refused');
  const rules = refusal.reasons.map((reason) => reason.rule);
  expect(rules).toEqual(
    expect.arrayContaining(['shared-range', 'contract-version', 'route-collision', 'module']),
  );
  expect(refusal.reasons.find((reason) => reason.rule === 'shared-range')?.detail).toContain(
    'react',
  );
  const after = await Promise.all([
    brandDocument(request, BRAND_A.url),
    brandDocument(request, BRAND_B.url),
  ]);
  expect(after).toEqual(before);
});

test('a version whose module does not match its declared contract is refused by the module rule alone', async ({
  request,
}) => {
  const platform = await operatorToken(request, OPERATORS.platform);
  const before = await Promise.all([
    brandDocument(request, BRAND_A.url),
    brandDocument(request, BRAND_B.url),
  ]);
  const response = await operatorChange(request, platform, REGISTRY_PATHS.publish, {
    remote: 'mf_feeds',
    version: '0.9.1',
    manifestUrl: MISMATCHED_FIXTURE_MANIFEST_URL,
  });
  expect(response.status()).toBe(422);
  expect(((await response.json()) as { reasons: unknown }).reasons).toEqual([
    {
      rule: 'module',
      detail: 'route /archive (content) is declared in klubb-contract.json but not in the module',
    },
  ]);
  expect(
    await Promise.all([brandDocument(request, BRAND_A.url), brandDocument(request, BRAND_B.url)]),
  ).toEqual(before);
});

// The self-watching canary (issue 34, ADR 024): members' pages report per remote and version,
// the registry judges the canary's rules at every report and rolls a failing canary back itself.
const RULES = { maxErrorRateMargin: 20, minSessions: 8 };
const fixtureText = (page: Page) => page.getByText('mf-feeds 0.9.2 (a fixture)');
const couldNotLoad = (page: Page) => page.getByRole('button', { name: 'Prøv igjen' });

test('a canary that throws on render is rolled back by its rules: brand B’s members get the stable version, brand A is untouched, the audit names the numbers', async ({
  browser,
  request,
}, testInfo) => {
  testInfo.setTimeout(300_000);
  const platform = await operatorToken(request, OPERATORS.platform);
  const published = await operatorChange(request, platform, REGISTRY_PATHS.publish, {
    remote: 'mf_feeds',
    version: '0.9.2',
    manifestUrl: FAILING_FIXTURE_MANIFEST_URL,
  });
  // Published by an earlier run: a version is never replaced.
  expect([200, 409], await published.text()).toContain(published.status());
  const brandABefore = await brandDocument(request, BRAND_A.url);
  try {
    await mustChange(request, platform, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.9.2',
      brandIds: [BRAND_IDS.b],
      rules: RULES,
    });
    // Members visit brand B until the rules act (half of the visits fail: at most 40 visits).
    let visits = 0;
    while (visits < 40 && (await canaryHealth(request, platform, 'mf_feeds'))) {
      await Promise.all([0, 1].map(() => visit(browser, BRAND_B.url, fixtureText, couldNotLoad)));
      visits += 2;
    }
    expect(await canaryHealth(request, platform, 'mf_feeds')).toBeNull();

    const audit = await request.get(`${API}${REGISTRY_PATHS.audit}?brandId=${BRAND_IDS.b}`, {
      headers: { Authorization: `Bearer ${platform}` },
    });
    const [entry] = ((await audit.json()) as { entries: AutomaticEntry[] }).entries;
    expect(entry).toMatchObject({ action: 'canary.rollback', actor: 'automatic' });
    const numbers = entry?.after.numbers;
    expect(numbers?.canary).toMatchObject({ version: '0.9.2' });
    expect(numbers?.canary.sessions).toBeGreaterThanOrEqual(RULES.minSessions);
    expect(numbers?.canary.errorRate).toBeGreaterThan(
      (numbers?.stable.errorRate ?? 0) + RULES.maxErrorRateMargin,
    );

    const brandB = await openFresh(browser, BRAND_B.url);
    await expect(feedOf(brandB, BRAND_B)).toBeVisible();
    await expect(feedVersion(brandB)).toHaveAttribute('data-remote-version', '0.1.0');
    await brandB.context().close();
    expect(await brandDocument(request, BRAND_A.url)).toEqual(brandABefore);
  } finally {
    await operatorChange(request, platform, REGISTRY_PATHS.endCanary, { remote: 'mf_feeds' });
  }
});

test('a healthy canary under the same load is not rolled back', async ({
  browser,
  request,
}, testInfo) => {
  testInfo.setTimeout(300_000);
  const platform = await operatorToken(request, OPERATORS.platform);
  try {
    await mustChange(request, platform, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.2.0',
      brandIds: [BRAND_IDS.b],
      rules: RULES,
    });
    for (let visits = 0; visits < RULES.minSessions + 2; visits += 2) {
      await Promise.all(
        [0, 1].map(() =>
          visit(browser, BRAND_B.url, (page) => feedOf(page, BRAND_B), couldNotLoad),
        ),
      );
    }
    // Every visit's reports were judged as they came: the canary holds, with its sessions.
    const running = await canaryHealth(request, platform, 'mf_feeds');
    expect(running?.canary).toMatchObject({ version: '0.2.0', errors: 0 });
    expect(running?.canary.sessions).toBeGreaterThanOrEqual(RULES.minSessions);
  } finally {
    await operatorChange(request, platform, REGISTRY_PATHS.endCanary, { remote: 'mf_feeds' });
  }
});

interface AutomaticEntry {
  action: string;
  actor: string;
  after: {
    numbers: Record<'canary' | 'stable', { version: string; sessions: number; errorRate: number }>;
  };
}
