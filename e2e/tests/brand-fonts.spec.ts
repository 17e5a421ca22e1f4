import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

// Issue 32 (rough): the brand fonts were never loaded, so headings showed the fallback serif. Each
// brand's heading family (its theme's fontFamily.heading) is self-hosted, preloaded in the page's
// HTML and drawn; the other brand's fonts are never downloaded.
const FONTS = [
  { brand: BRAND_A, heading: 'Fraunces', file: 'fraunces', foreign: 'montserrat' },
  { brand: BRAND_B, heading: 'Montserrat', file: 'montserrat', foreign: 'fraunces' },
];

const unquoted = (family: string) => family.replace(/["']/g, '');

for (const { brand, heading, file, foreign } of FONTS) {
  test(`${brand.name}'s headings are drawn in ${heading}, self-hosted and preloaded`, async ({
    page,
    request,
  }, testInfo) => {
    // A render in time, then the page and its fonts: slow on a loaded machine.
    testInfo.setTimeout(60_000);
    // The server's rendered page preloads the heading face, from the app's own origin. Asked of
    // the loopback address by the brand's host name (Node does not resolve nordic.localhost), until
    // a render made its time-out (a loaded machine's first renders may not).
    const { host } = new URL(brand.url);
    let fontPreload: string | undefined;
    await expect
      .poll(
        async () => {
          const answer = await request.get('http://localhost:3000/', { headers: { host } });
          const html = await answer.text();
          if (!html.includes('data-klubb-rendered')) return false;
          const links = html.match(/<link[^>]*rel="preload"[^>]*>/g) ?? [];
          fontPreload = links.find((link) => /as="font"/.test(link));
          return true;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(fontPreload).toMatch(
      new RegExp(`href="/assets/${file}-latin-600-normal\\.\\w+\\.woff2"`),
    );

    const fontFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fontFiles.push(response.url());
    });
    await page.goto(brand.url);
    // A card's title: the feed's own h1 is for screen readers only.
    const title = page.getByRole('list', { name: brand.feedLabel }).getByRole('heading').first();
    await expect(title).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const family = await title.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(unquoted(family.split(',')[0] ?? '')).toBe(heading);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    expect(loaded.map(unquoted)).toContain(heading);
    // The face really came over the wire, woff2 from /assets/, and nothing of the other brand's.
    expect(fontFiles.some((url) => url.includes(`/assets/${file}-latin-`))).toBe(true);
    expect(fontFiles.filter((url) => url.includes(foreign))).toEqual([]);
  });
}
