// The render container's kept times in production (deploy/k8s/web.yaml, ADR 028) against the
// lifetimes they must stay within: the API's registry document's max-age, the page's own
// freshness, and the feed's lifetime past which the client renders the feed anew instead of
// hydrating the server's (a text mismatch, React #418).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { loadManifests, K8S_DIR } from '@klubb/deploy/src/k8s-manifests.mjs';

import { PAGE_FRESH_S, PAGE_STALE_S } from './page-cache.mjs';

const ROOT = resolve(K8S_DIR, '../..');

/** A numeric constant exported by a TypeScript source (these tests run without a TS transform). */
function constantOf(file, name) {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  const match = new RegExp(`export const ${name} = ([\\d_]+);`).exec(text);
  if (!match) throw new Error(`${name} is not a plain number in ${file}`);
  return Number(match[1].replaceAll('_', ''));
}

function renderEnv() {
  const { object: web } = loadManifests().find(
    ({ object }) => object.kind === 'Deployment' && object.metadata.name === 'klubb-web',
  );
  const render = web.spec.template.spec.containers.find((c) => c.name === 'render');
  return Object.fromEntries(render.env.map((e) => [e.name, e.value]));
}

describe("the render container's kept times in production", () => {
  const env = renderEnv();

  it('keeps the brand and its document no longer than the API lets a browser keep it', () => {
    const maxAgeS = constantOf(
      'api/src/routes/registry/brand-remotes-route.ts',
      'BRAND_REMOTES_MAX_AGE_S',
    );
    const ttl = Number(env.KLUBB_FIRST_VIEW_TTL_MS);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(maxAgeS * 1000);
  });

  it("keeps a page's data no longer than the page is fresh, so the feed it carries hydrates", () => {
    const ttl = Number(env.KLUBB_RENDER_DATA_TTL_MS);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(PAGE_FRESH_S * 1000);
    const feedLifetimeMs = constantOf(
      'shared/contracts/src/constants.ts',
      'FEED_CACHE_LIFETIME_MS',
    );
    expect(ttl + (PAGE_FRESH_S + PAGE_STALE_S) * 1000).toBeLessThan(feedLifetimeMs);
  });
});
