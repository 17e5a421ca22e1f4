/** The attribute the render service puts on `#root` when it holds the server's render. */
const RENDERED_ROOT = '#root[data-klubb-rendered]';
/** The route's LCP image, as the page marks it (`ImageView`'s `priority`). */
const LCP_IMAGE = 'img[fetchpriority="high"]';
/** However the image fares, the app starts by then (ms after this is called). */
export const LCP_WAIT_CAP_MS = 3000;

/**
 * On a server-rendered page (ADR 014 step 6) the member already sees the route: its LCP image
 * paints first, and the app's JavaScript is fetched and run only after that paint (a frame, then
 * a task), so neither its downloads nor its long tasks stand before the first card. Resolves at
 * once on a client-rendered page or one without such an image; never waits more than `capMs`.
 */
export function afterRenderedLcp(doc: Document = document, capMs = LCP_WAIT_CAP_MS): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>(`${RENDERED_ROOT} ${LCP_IMAGE}`);
  if (!image) return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const afterPaint = () => {
      if (settled) return;
      settled = true;
      clearTimeout(cap);
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    const cap = setTimeout(afterPaint, capMs);
    if (image.complete) {
      afterPaint();
      return;
    }
    image.addEventListener('load', afterPaint, { once: true });
    image.addEventListener('error', afterPaint, { once: true });
  });
}
