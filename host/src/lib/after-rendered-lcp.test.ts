import { afterRenderedLcp } from './after-rendered-lcp';

function page(root: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = root;
  return doc;
}

const RENDERED = (img: string) => `<div id="root" data-klubb-rendered><main>${img}</main></div>`;
const LCP_IMG = '<img src="/media/a.webp" fetchpriority="high" alt="">';

/** Whether the promise has settled after the pending timers and frames ran. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterRenderedLcp', () => {
  it('resolves at once on a client-rendered page, or a rendered one without an LCP image', async () => {
    await expect(settledAfter(afterRenderedLcp(page(`<div id="root"></div>`)), 0)).resolves.toBe(
      true,
    );
    const noImage = page(RENDERED('<img src="/media/a.webp" loading="lazy" alt="">'));
    await expect(settledAfter(afterRenderedLcp(noImage), 0)).resolves.toBe(true);
    const notRendered = page(`<div id="root">${LCP_IMG}</div>`);
    await expect(settledAfter(afterRenderedLcp(notRendered), 0)).resolves.toBe(true);
  });

  it('waits for the rendered LCP image to load, then a frame', async () => {
    const doc = page(RENDERED(LCP_IMG));
    const waiting = afterRenderedLcp(doc);
    await expect(settledAfter(waiting, 1000)).resolves.toBe(false);
    doc.querySelector('img')!.dispatchEvent(new Event('load'));
    await expect(settledAfter(waiting, 50)).resolves.toBe(true);
  });

  it('a failed image does not hold the app back', async () => {
    const doc = page(RENDERED(LCP_IMG));
    const waiting = afterRenderedLcp(doc);
    doc.querySelector('img')!.dispatchEvent(new Event('error'));
    await expect(settledAfter(waiting, 50)).resolves.toBe(true);
  });

  it('an image that never arrives holds it back no longer than the cap', async () => {
    const waiting = afterRenderedLcp(page(RENDERED(LCP_IMG)), 3000);
    await expect(settledAfter(waiting, 2900)).resolves.toBe(false);
    await expect(settledAfter(waiting, 200)).resolves.toBe(true);
  });

  it('an image complete before the app ran: at once, after a frame', async () => {
    const doc = page(RENDERED(LCP_IMG));
    jest.spyOn(doc.querySelector('img')!, 'complete', 'get').mockReturnValue(true);
    await expect(settledAfter(afterRenderedLcp(doc), 50)).resolves.toBe(true);
  });
});
