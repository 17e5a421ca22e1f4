// One federation runtime on the page (ADR 014, decision 4): the host provides
// @module-federation/runtime-core, every remote's entry reads it instead of carrying its own, and
// a remote's standalone page, which has no host, brings its own.
import { BRAND_A, REMOTE_ORIGINS } from '../support/brands';
import { expect, test } from '../support/test';

interface RuntimeGlobals {
  _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: unknown[]) => unknown };
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
  __FEDERATION__?: { __INSTANCES__: Array<{ name: string }> };
}

test('the host provides the one federation runtime every remote runs on', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(BRAND_A.url);
  await expect(page.getByRole('list', { name: BRAND_A.feedLabel })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Mer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mer' })).toBeVisible();
  const runtime = await page.evaluate(() => {
    const g = globalThis as unknown as RuntimeGlobals;
    const core = g._FEDERATION_RUNTIME_CORE;
    const instances = g.__FEDERATION__?.__INSTANCES__ ?? [];
    return {
      from: g._FEDERATION_RUNTIME_CORE_FROM?.name,
      instances: instances.map((instance) => ({
        name: instance.name,
        // Built by the host's runtime-core class: no container brought its own.
        hostRuntime: Boolean(core && instance instanceof core.ModuleFederation),
      })),
    };
  });
  expect(runtime.from).toBe('host');
  const names = runtime.instances.map((instance) => instance.name);
  expect(names).toEqual(expect.arrayContaining(['host', 'mf_feeds', 'mf_more']));
  expect(runtime.instances.filter((instance) => !instance.hostRuntime)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a remote’s standalone page runs on a runtime of its own, without a host', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The production build's standalone page, in its version folder.
  await page.goto(`${REMOTE_ORIGINS.mf_feeds}/0.1.0/index.html`);
  await page.waitForFunction(
    () => (globalThis as unknown as RuntimeGlobals).__FEDERATION__?.__INSTANCES__.length,
  );
  // Its own routes are at the root of the origin: go there as a link inside the page would.
  await page.evaluate(() => {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link').first(),
  ).toBeVisible();
  expect(scripts[0]).toMatch(/^\/0\.1\.0\/federation-runtime\.[0-9a-f]+\.js$/);
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as RuntimeGlobals).__FEDERATION__?.__INSTANCES__.map((i) => i.name),
    ),
  ).toContain('mf_feeds');
  expect(errors).toEqual([]);
});
