// The server-rendered route (ADR 014 step 6): the host's render entry (built with the host into
// `host/dist-server/render.cjs`) renders the shell and the page of the remote owning the URL,
// with that remote's server build (`<version folder>/server/remoteEntry.js`) loaded at run time.
// Anything slow or failing — no render entry, a remote without a server build, its load, its
// data, its render past the time-out — and the page goes out as before, for the client to render.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

import { jsonForHtml, linkElement } from './inline-json.mjs';

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

// CSS text inside <style>: `<` never appears raw, so no `</style>` can end the element early.
const cssForHtml = (css) => css.replace(/</g, '\\3c ');
const htmlText = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

const attributeOf = (tag, name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;

/**
 * The preload of the page's LCP image: the first image the route marks `fetchPriority="high"`
 * (the billboard's, the offer's), as its `<picture>`'s WebP source when it has one, so it is
 * asked for before the scripts (ADR 014: the LCP image must not wait behind the JavaScript).
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

/** An attribute of a tag, quoted or not (html-webpack-plugin's minifier drops the quotes). */
const looseAttributeOf = (tag, name) => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&') : null;
};

// The first paint gate's tag (mf-config's first-paint.cjs): the script naming the app's scripts.
const GATE_TAG = /<script\b[^>]*\sdata-scripts=[^>]*>/i;

/**
 * The page with its script preloads held by the first paint gate: every `<link rel=preload
 * as=script>` of the head leaves the page and its address joins the gate's `data-preloads`, which
 * the gate asks for, with the scripts, once the rendered picture has painted
 * (first-paint-gate.js). The picture then has the network to itself, and Lighthouse's simulation
 * (which counts every request that finished before the LCP as one it waited for) no longer puts
 * the app's code in front of it. Unchanged without a gate (a build without the plugin).
 */
export function withHeldScriptPreloads(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const gate = GATE_TAG.exec(html.slice(0, headEnd))?.[0];
  if (!gate) return html;
  const started = new Set((looseAttributeOf(gate, 'data-scripts') ?? '').split(' '));
  const held = [];
  const head = html.slice(0, headEnd).replace(/<link\b[^>]*>/gi, (link) => {
    const rel = looseAttributeOf(link, 'rel');
    const as = looseAttributeOf(link, 'as');
    const href = looseAttributeOf(link, 'href');
    if (rel?.toLowerCase() !== 'preload' || as?.toLowerCase() !== 'script' || !href) return link;
    if (!started.has(href) && !held.includes(href)) held.push(href);
    return '';
  });
  if (!held.length) return head + html.slice(headEnd);
  const withList = gate.replace(
    /^<script\b/i,
    (open) => `${open} data-preloads="${htmlText(held.join(' '))}"`,
  );
  return head.replace(gate, () => withList) + html.slice(headEnd);
}

// The built page's empty root, its attribute quoted or not (html-webpack-plugin's minifier).
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * The page with the rendered route: the critical CSS and the brand's theme before the root, the
 * brand's title and language, the route's HTML in `#root` (marked for hydration) and its queries
 * as a JSON data block after it. The HTML unchanged when it has no empty `#root`. Replacements
 * are functions: a `$&` in a brand's name is text, not a pattern.
 */
export function withRenderedRoute(html, rendered, brand) {
  if (!EMPTY_ROOT.test(html) || !html.includes('</head>')) return html;
  const style = `<style data-klubb-critical>${cssForHtml(rendered.themeCss)}\n${cssForHtml(rendered.css)}</style>`;
  const preload = lcpImagePreload(rendered.html);
  // The critical CSS just before the root, not in the head: the client's style-loader appends
  // the same rules to the head as each module runs, in its own order, and a rule met later wins;
  // after them in the document, the server's cascade holds while they arrive (no shift).
  const root =
    style +
    `<div id="root" ${RENDERED_ATTRIBUTE}>${rendered.html}</div>` +
    `<script type="application/json" id="${RENDERED_QUERIES_ELEMENT_ID}">${jsonForHtml(rendered.queries)}</script>`;
  // A page with a rendered picture holds its script preloads until the picture has painted.
  return (
    (preload ? withHeldScriptPreloads(html) : html)
      .replace(/<html lang=(?:"[^"]*"|[\w-]+)/, () => `<html lang="${htmlText(brand.language)}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${htmlText(brand.name)}</title>`)
      // Before the head's first script: the image is asked for before the app's code.
      .replace(/<script[\s>]/, (script) => `${preload ? linkElement(preload) : ''}${script}`)
      .replace(EMPTY_ROOT, () => root)
  );
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
 */
export function createRouteRender({
  entryPath,
  entryOf = renderEntryLoader(entryPath),
  apiUrl,
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
      return await render({ appUrl, apiUrl, url, brand, remote, timeoutMs, nonce });
    } catch (error) {
      log(`render ${remote.name} ${url}: ${error?.message ?? error}`);
      if (process.env.KLUBB_RENDER_DEBUG) log(error?.stack);
      return null;
    }
  };
}
