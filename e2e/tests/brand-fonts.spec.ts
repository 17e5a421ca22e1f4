import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

// Issue 32: the brand fonts were never loaded, so headings showed the stack's fallback (a serif
// for Klubb). Each brand's heading face (its theme's fontFamily.heading) is self-hosted, preloaded
// and drawn; the other brand's faces are never declared, so never downloaded.
const FONTS = [
  {
    brand: BRAND_A,
    heading: 'Fraunces',
    body: 'Inter',
    file: 'fraunces-600',
    foreign: 'montserrat',
  },
  {
    brand: BRAND_B,
    heading: 'Montserrat',
    body: 'Source Sans 3',
    file: 'montserrat-600',
    foreign: 'fraunces',
  },
];

const unquoted = (family: string) => family.replace(/["']/g, '').trim();

for (const { brand, heading, body, file, foreign } of FONTS) {
  test(`${brand.name}'s headings are drawn in ${heading}, self-hosted and preloaded`, async ({
    page,
  }) => {
    const fontFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fontFiles.push(response.url());
    });
    await page.goto(brand.url);
    // A card's title: the feed's own h1 is for screen readers only.
    const title = page.getByRole('list', { name: brand.feedLabel }).getByRole('heading').first();
    await expect(title).toBeVisible();
    // The page's head asks for the heading face early, from the app's own origin.
    await expect(
      page.locator(`link[rel="preload"][as="font"][href^="/assets/${file}."]`),
    ).toHaveCount(1);
    const family = await title.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(unquoted(family.split(',')[0] ?? '')).toBe(heading);
    // The face is loaded and is the one the title's weight and letters are drawn with (check()
    // is false while a matching face is still loading or none matches but a fallback).
    await expect
      .poll(() =>
        title.evaluate(async (element, name) => {
          await document.fonts.ready;
          const { fontWeight, fontSize } = getComputedStyle(element);
          const font = `${fontWeight} ${fontSize} "${name}"`;
          const faces = [...document.fonts].filter(
            (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
          );
          return faces.length > 0 && document.fonts.check(font, element.textContent ?? '');
        }, heading),
      )
      .toBe(true);
    const bodyFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(unquoted(bodyFamily.split(',')[0] ?? '')).toBe(body);
    // Over the wire as woff2 from /assets/, and nothing of the other brand's.
    expect(fontFiles.some((url) => url.includes(`/assets/${file}.`))).toBe(true);
    expect(fontFiles.filter((url) => url.includes(foreign))).toEqual([]);
  });
}
