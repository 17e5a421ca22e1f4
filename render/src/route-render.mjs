// The server-rendered route (ADR 014 step 6): the host's render entry (built with the host into
// `host/dist-server/render.cjs`) renders the shell and the page of the remote owning the URL,
// with that remote's server build (`<version folder>/server/remoteEntry.js`) loaded at run time.
// Anything slow or failing — no render entry, a remote without a server build, its load, its
// data, its render past the time-out — and the page goes out as before, for the client to render.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The render's budget per request (loading the remote's server build is cached per version). */
export const RENDER_TIMEOUT_MS = 250;

/** The id of the data block with the route's dehydrated queries (host/src/app/server-render.ts). */
export const RENDERED_QUERIES_ELEMENT_ID = 'klubb-rendered-queries';
/** The attribute on `#root` saying its content is the server's render, to hydrate. */
export const RENDERED_ATTRIBUTE = 'data-klubb-rendered';

/** The remote's server container beside its client build (mf-config's server-build.cjs). */
export function serverEntryOf(filesBase) {
  return new URL('server/remoteEntry.js', filesBase).href;
}

const attributeOf = (tag, name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;

/**
 * The preload of the page's LCP image: the first image the route marks `fetchPriority="high"`
 * (the billboard's, the offer's), as its `<picture>`'s WebP source when it has one, so it is
 * asked for before the scripts (ADR 014: the LCP image must not wait behind the JavaScript).
 * A search over React's output for this request, not over the page's template (page-template.mjs
 * parses that once): the shell is new on every render, and parsing it would cost more than this.
 */
export function lcpImagePreload(html) {
  const img = /<img\s[^>]*fetchPriority="high"[^>]*>/i.exec(html);
  if (!img) return null;
  const picture = html.lastIndexOf('<picture>', img.index);
  const source =
    picture >= 0 && !html.slice(picture, img.index).includes('</picture>')
      ? /<source\s[^>]*>/i.exec(html.slice(picture, img.index))?.[0]
      : null;
  const tag = source ?? img[0];
  const srcset = attributeOf(tag, 'srcSet');
  const href = source ? null : attributeOf(tag, 'src');
  if (!srcset && !href) return null;
  return {
    rel: 'preload',
    as: 'image',
    href: href ?? undefined,
    type: source ? (attributeOf(source, 'type') ?? undefined) : undefined,
    imagesrcset: srcset ?? undefined,
    imagesizes: attributeOf(tag, 'sizes') ?? undefined,
    fetchpriority: 'high',
  };
}

/**
 * `entryOf()`: the host's render entry at `entryPath`, required when first asked and kept (null:
 * no such file).
 */
export function renderEntryLoader(entryPath) {
  let entry;
  return () => {
    if (entry === undefined) {
      entry = existsSync(entryPath) ? createRequire(import.meta.url)(entryPath) : null;
    }
    return entry;
  };
}

/**
 * Creates `renderRoute({ appUrl, url, brand, remote, nonce, timeoutMs })` → the rendered route
 * (host/src/server/render.tsx: `shell` ready, `rest` streaming) or null. `entryPath`:
 * the host's render entry; read once, when first asked (a missing file: never rendered here).
 * `entryOf`: a loader of it shared with another reader (first-view-html.mjs's check).
 * `dataTtlMs`: how long a page's data is kept for its next render (render.tsx; 0: not kept).
 */
export function createRouteRender({
  entryPath,
  entryOf = renderEntryLoader(entryPath),
  apiUrl,
  dataTtlMs = 0,
  log = () => {},
}) {
  return async function renderRoute({
    appUrl,
    url,
    brand,
    remote,
    nonce,
    timeoutMs = RENDER_TIMEOUT_MS,
  }) {
    const render = entryOf()?.renderRoute;
    if (typeof render !== 'function') return null;
    try {
      return await render({ appUrl, apiUrl, url, brand, remote, timeoutMs, nonce, dataTtlMs });
    } catch (error) {
      log(`render ${remote.name} ${url}: ${error?.message ?? error}`);
      if (process.env.KLUBB_RENDER_DEBUG) log(error?.stack);
      return null;
    }
  };
}
