// Issue 32, from the screenshot review: on a desktop the billboard was a 600 px picture centred
// over a grid twice as wide. It now takes the grid's width, its picture the grid's first two
// columns (still within the spec's 600 px), the text beside it, in both brands.
import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 1366, height: 800 } });

for (const brand of [BRAND_A, BRAND_B]) {
  test(`${brand.name}: the desktop billboard lines up with the grid below it`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop layout');
    await page.goto(brand.url);
    const billboard = page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: /Utvalt|Utvalgt/ });
    const cards = page.getByRole('list', { name: brand.feedLabel }).getByRole('listitem');
    await expect(billboard).toBeVisible();
    await expect(cards.nth(3)).toBeVisible();

    const box = (await billboard.boundingBox())!;
    const picture = (await billboard.locator('picture, [role="img"]').first().boundingBox())!;
    const [first, second, , fourth] = await Promise.all(
      [0, 1, 2, 3].map(async (at) => (await cards.nth(at).boundingBox())!),
    );
    // The billboard's edges are the grid's: the first card's left, the fourth card's right.
    expect(Math.abs(box.x - first!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.x + box.width - (fourth!.x + fourth!.width))).toBeLessThanOrEqual(1);
    // Its picture spans the first two columns, and is at most the spec's 600 px.
    expect(Math.abs(picture.x - first!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(picture.x + picture.width - (second!.x + second!.width))).toBeLessThanOrEqual(
      1,
    );
    expect(picture.width).toBeLessThanOrEqual(600);
    // The title stands beside the picture, not over it.
    const title = (await billboard.getByRole('heading', { level: 2 }).boundingBox())!;
    expect(title.x).toBeGreaterThanOrEqual(picture.x + picture.width);
  });
}
