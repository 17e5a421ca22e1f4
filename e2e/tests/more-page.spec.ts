import { BRAND_A, BRAND_B } from '../support/brands';
import { moreTextsOf, seededMemberOf } from '../support/more';
import { signedInAs } from '../support/signed-in';
import { expect, test } from '../support/test';

for (const brand of [BRAND_A, BRAND_B]) {
  test.describe(`More page on ${brand.name}`, () => {
    const texts = moreTextsOf(brand);

    test.describe('signed in', () => {
      test.use(signedInAs(brand));

      test('a member sees the header, the grid by the brand settings, and every entry opens', async ({
        page,
      }, testInfo) => {
        const member = seededMemberOf(brand, testInfo);
        await page.goto(`${brand.url}/more`);
        const header = page.getByRole('region', { name: /profil/i });
        await expect(
          header.getByRole('heading', { name: `${member.firstName} ${member.lastName}` }),
        ).toBeVisible();
        // Brand A shows role names; brand B does not.
        if ('role' in member) await expect(header).toContainText(member.role);
        else await expect(header.getByRole('paragraph')).toHaveCount(0);

        const grid = page.getByRole('list', { name: texts.entries });
        // Tickets and waiting lists where the brand sells (A).
        const labels = [
          texts.voucher,
          texts.orderHistory,
          ...(brand === BRAND_A ? [texts.tickets, texts.waitingLists] : []),
          texts.userInfo,
          texts.about,
          texts.faq,
        ];
        if (brand === BRAND_A) labels.push(texts.restaurant);
        await expect(grid.getByRole('link')).toHaveText(labels);
        await expect(grid.getByRole('link', { name: 'Dev Test' })).toHaveCount(0);
        // Every label fits its tile: nothing is cut off in any language.
        const overflowing = await grid
          .getByRole('link')
          .evaluateAll((links) =>
            links.filter((link) => link.scrollWidth > link.clientWidth).map((l) => l.textContent),
          );
        expect(overflowing).toEqual([]);

        await grid.getByRole('link', { name: texts.orderHistory }).click();
        await expect(
          page.getByRole('heading', { name: texts.ordersTitle, level: 1 }),
        ).toBeVisible();
        await page.goto(`${brand.url}/more`);
        await grid.getByRole('link', { name: texts.voucher }).click();
        await expect(
          page.getByRole('heading', { name: texts.vouchersTitle, level: 1 }),
        ).toBeVisible();
      });

      test('the support menu opens the support pop-up with the support hours', async ({ page }) => {
        await page.goto(`${brand.url}/more`);
        await page.getByRole('button', { name: texts.support }).click();
        const chat = page.getByRole('button', { name: /^(Chatt|Chat)$/ });
        // Brand A has a support chat, brand B only mail.
        await expect(chat).toHaveCount(brand === BRAND_A ? 1 : 0);
        await page.getByRole('button', { name: 'E-post' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('link', { name: /medlem@klubb/ })).toHaveAttribute(
          'href',
          /^mailto:medlem@klubb(norge)?\.example\?subject=/,
        );
        await expect(dialog).toContainText('09:00–19:00');
        await expect(dialog).toContainText('09:00–15:00');
      });
    });

    test('a visitor sees sign-in instead of the member parts', async ({ page }) => {
      await page.goto(`${brand.url}/more`);
      await expect(page.getByRole('button', { name: texts.signIn, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: texts.signOut })).toHaveCount(0);
      const grid = page.getByRole('list', { name: texts.entries });
      await expect(grid.getByRole('link', { name: texts.about })).toBeVisible();
      await expect(grid.getByRole('link', { name: texts.orderHistory })).toHaveCount(0);
    });
  });
}

// Issue 32: the desktop's More grid left one tile alone on its last row.
for (const brand of [BRAND_A, BRAND_B]) {
  test.describe(`the More grid of ${brand.name}, signed in`, () => {
    test.use(signedInAs(brand));

    test('leaves no tile alone on its last row', async ({ page }) => {
      await page.goto(`${brand.url}/more`);
      const tiles = page.getByRole('list', { name: moreTextsOf(brand).entries }).getByRole('link');
      await expect(tiles.first()).toBeVisible();
      const rows = new Map<number, number>();
      for (const box of await tiles.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().top)),
      )) {
        rows.set(box, (rows.get(box) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      if (counts.length > 1) expect(counts.at(-1)).toBeGreaterThan(1);
    });
  });
}
