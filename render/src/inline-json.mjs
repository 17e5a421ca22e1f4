// The first view's state travels inside the HTML as a JSON data block, not as a script: the
// Content-Security-Policy (serve-rules.mjs) allows no inline script, and a
// `<script type="application/json">` is never executed, so it needs neither a nonce nor a hash.

/** The id of the data block the host's boot reads (host/src/features/brand/first-view-state.ts). */
export const FIRST_VIEW_ELEMENT_ID = 'klubb-first-view';

// Characters that could end the data block or the surrounding HTML, or break it in an old JS
// parser, written as JSON escapes: `</script>`, `<!--` and `]]>` can never appear in the output.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/json">` element: `JSON.parse(element.textContent)` gives
 * `value` back, and no string inside it can close the element or open a comment.
 */
export function jsonForHtml(value) {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]);
}

const ATTRIBUTE_ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
/** Text made safe for an element's content or a double-quoted attribute value. */
export const htmlText = (text) => String(text).replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]);

/** One `<link>` element from its attributes ({ rel, href, as?, crossorigin? }). */
export function linkElement(attributes) {
  const parts = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${htmlText(value)}"`));
  return `<link ${parts.join(' ')} />`;
}
