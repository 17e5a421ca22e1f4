// The host's built index.html as a template (issue 33: no regular expressions on the page). It is
// parsed once with parse5, when the service first reads it or the file changes, into its static
// text and the places a request fills: the `<html lang>` and `<title>` (the brand's), the tap
// capture after the charset declaration, the LCP image's preload before the head's first script,
// the first paint gate's `data-preloads` and the head's script preloads it holds, the first view
// at the head's end, and the empty `#root` (the rendered route). A page is then the static
// segments and those slots' values joined: no search over the built page per request.
import { parse } from 'parse5';

import { FIRST_VIEW_ELEMENT_ID, htmlText, jsonForHtml, linkElement } from './inline-json.mjs';
import {
  lcpImagePreload,
  RENDERED_ATTRIBUTE,
  RENDERED_QUERIES_ELEMENT_ID,
} from './route-render.mjs';
import { tapCaptureScript } from './tap-capture.mjs';

const attr = (element, name) => element.attrs.find((a) => a.name === name)?.value ?? null;

/** The elements of the document in source order (a `<template>`'s content included). */
function* elementsOf(node) {
  for (const child of node.childNodes ?? node.content?.childNodes ?? []) {
    if (child.tagName) {
      yield child;
      yield* elementsOf(child.tagName === 'template' ? child.content : child);
    }
  }
}

const spanOf = (location) => location && { start: location.startOffset, end: location.endOffset };
const elementSpan = (element) => {
  const at = element.sourceCodeLocation;
  return at?.startTag && at.endTag
    ? { start: at.startTag.startOffset, end: at.endTag.endOffset }
    : null;
};

const isScriptPreload = (rel, as, href) =>
  rel?.toLowerCase() === 'preload' && as?.toLowerCase() === 'script' && Boolean(href);

/**
 * The template of `html`: its slots, each a span of the source (`start`, `end`; an insertion
 * has both equal) with a name and, for a span, the source text it replaces by default, and the
 * static segments between them. Slots at one offset keep the order of their `rank`: the tap
 * capture before whatever follows the charset, the LCP preload before the script it precedes.
 */
export function parsePageTemplate(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const elements = [...elementsOf(document)];
  const of = (tag) => elements.find((e) => e.tagName === tag);
  const head = of('head');
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset ?? null;
  const inHead = (e) => headEnd !== null && e.sourceCodeLocation?.startOffset < headEnd;
  const slots = [];
  const slot = (name, span, rank = 0, extra = {}) => {
    if (span)
      slots.push({ name, ...span, rank, original: html.slice(span.start, span.end), ...extra });
  };
  if (headEnd !== null) slot('head', { start: headEnd, end: headEnd }, 3);

  const htmlElement = of('html');
  slot('lang', spanOf(htmlElement?.sourceCodeLocation?.startTag?.attrs?.lang));
  const title = head && elements.find((e) => e.tagName === 'title' && inHead(e));
  if (title) slot('title', elementSpan(title));

  const charset = elements.find((e) => e.tagName === 'meta' && attr(e, 'charset') !== null);
  const tapAt = (charset ?? head)?.sourceCodeLocation?.startTag?.endOffset;
  if (tapAt !== undefined) slot('tap', { start: tapAt, end: tapAt }, -1);

  // The head's first script: the LCP image is asked for before the app's code. None in the head:
  // the first view's data block at its end is the page's first script.
  const firstScript = elements.find((e) => e.tagName === 'script' && inHead(e));
  const lcpAt = firstScript?.sourceCodeLocation.startOffset;
  if (lcpAt !== undefined) slot('lcp', { start: lcpAt, end: lcpAt }, 1);

  // The first paint gate (mf-config's first-paint.cjs) and the head's script preloads it holds.
  const gate = elements.find(
    (e) => e.tagName === 'script' && inHead(e) && attr(e, 'data-scripts') !== null,
  );
  let started = new Set();
  if (gate) {
    const at = gate.sourceCodeLocation.startOffset + '<script'.length;
    slot('gate', { start: at, end: at }, 2);
    started = new Set(attr(gate, 'data-scripts').split(' '));
    for (const link of elements.filter((e) => e.tagName === 'link' && inHead(e))) {
      const [rel, as, href] = ['rel', 'as', 'href'].map((name) => attr(link, name));
      if (isScriptPreload(rel, as, href)) {
        slot('held', spanOf(link.sourceCodeLocation.startTag), 0, { href });
      }
    }
  }

  const root = elements.find(
    (e) => e.tagName === 'div' && attr(e, 'id') === 'root' && e.childNodes.length === 0,
  );
  if (root) slot('root', elementSpan(root));

  slots.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const segments = [];
  let from = 0;
  for (const { start, end } of slots) {
    segments.push(html.slice(from, start));
    from = end;
  }
  segments.push(html.slice(from));
  return {
    html,
    segments,
    slots,
    hasHead: headEnd !== null,
    hasRoot: Boolean(root?.sourceCodeLocation?.endTag) && headEnd !== null,
    hasLcpSlot: lcpAt !== undefined,
    gate: gate ? { started } : null,
  };
}

// CSS text inside <style>: `<` never appears raw, so no `</style>` can end the element early.
const cssText = (css) => css.replace(/</g, '\\3c ');

/**
 * What a page makes of the first view's and the render's values that are the same objects from
 * page to page (issue 33): the first view's state and links (first-view.mjs and
 * first-view-html.mjs give the same objects while nothing changed) and the render's CSS (the
 * host's render build gives the same strings), kept by them instead of made again for every
 * page. Objects are kept weakly; strings in a small map, the oldest dropped.
 */
const madeOf = (make) => {
  const kept = new WeakMap();
  return (value) => {
    let made = kept.get(value);
    if (made === undefined) {
      made = make(value);
      kept.set(value, made);
    }
    return made;
  };
};
const stateJson = madeOf(jsonForHtml);
const linkHtml = madeOf(linkElement);
const MAX_CSS_TEXTS = 32;
const cssTexts = new Map();
function cssForHtml(css) {
  let text = cssTexts.get(css);
  if (text === undefined) {
    text = cssText(css);
    cssTexts.set(css, text);
    if (cssTexts.size > MAX_CSS_TEXTS) cssTexts.delete(cssTexts.keys().next().value);
  }
  return text;
}

// The capture's source, made once: it is the same on every page, only its nonce differs.
const TAP_CAPTURE = tapCaptureScript();

/**
 * The page for one request from `template` (`parsePageTemplate`): the first view (`state` and
 * its `links`) at the head's end and, when the route was rendered (`rendered`: its `shell`,
 * `queries`, `css` and `themeCss`), the brand's language and title, the tap capture with `nonce`,
 * the LCP image's preload (the head's script preloads then held by the first paint gate) and the
 * route in `#root`. `{ before, after }`: the page split where the route's streamed rest goes.
 * Without a head the page is the file as it is; without an empty root, it is not rendered.
 */
export function assemblePage(
  template,
  { state, links = [], rendered = null, brand, nonce, tapCapture = TAP_CAPTURE },
) {
  if (!template.hasHead) return { before: template.html, after: '' };
  const route = rendered && template.hasRoot ? rendered : null;
  // The LCP lookup reads React's output, not the template: it stays a search (lcpImagePreload).
  const preload = route ? lcpImagePreload(route.shell) : null;
  const holding = Boolean(preload && template.gate);
  const held = [];
  const hold = (href) => {
    if (!template.gate.started.has(href) && !held.includes(href)) held.push(href);
  };
  const heldLinks = holding ? links.filter((l) => isScriptPreload(l.rel, l.as, l.href)) : [];
  const values = template.slots.map((slot) => {
    if (slot.name === 'head') {
      const kept = holding ? links.filter((l) => !heldLinks.includes(l)) : links;
      const lcp = preload && !template.hasLcpSlot ? linkElement(preload) : '';
      return (
        kept.map(linkHtml).join('') +
        lcp +
        `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${stateJson(state)}</script>`
      );
    }
    if (!route) return slot.original;
    switch (slot.name) {
      case 'lang':
        return `lang="${htmlText(brand.language)}"`;
      case 'title':
        return `<title>${htmlText(brand.name)}</title>`;
      case 'tap':
        return `<script nonce="${nonce}">${tapCapture}</script>`;
      case 'lcp':
        return preload ? linkElement(preload) : '';
      case 'held':
        if (!holding) return slot.original;
        hold(slot.href);
        return '';
      default:
        return slot.original;
    }
  });
  // The gate's list: the held links of the head (above, in order), then the first view's.
  if (holding) {
    for (const link of heldLinks) hold(String(link.href));
    const gate = template.slots.findIndex((slot) => slot.name === 'gate');
    if (held.length) values[gate] = ` data-preloads="${htmlText(held.join(' '))}"`;
  }
  let before = template.segments[0];
  let after = null;
  template.slots.forEach((slot, i) => {
    if (slot.name === 'root' && route) {
      // The critical CSS just before the root, not in the head: the client's style-loader appends
      // the same rules to the head as each module runs, in its own order, and a rule met later
      // wins; after them in the document, the server's cascade holds while they arrive (no shift).
      before +=
        `<style data-klubb-critical>${cssForHtml(route.themeCss)}\n${cssForHtml(route.css)}</style>` +
        `<div id="root" ${RENDERED_ATTRIBUTE}>${route.shell}`;
      after = `</div><script type="application/json" id="${RENDERED_QUERIES_ELEMENT_ID}">${jsonForHtml(route.queries)}</script>`;
    } else if (after === null) before += values[i];
    else after += values[i];
    if (after === null) before += template.segments[i + 1];
    else after += template.segments[i + 1];
  });
  return { before, after: after ?? '' };
}
