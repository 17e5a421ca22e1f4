import { BRAND_A, BRAND_B } from '../support/brands';
import { moreTextsOf } from '../support/more';
import { signedInAs } from '../support/signed-in';
import { expect, test } from '../support/test';

const TEXTS = {
  sv: { faqTitle: 'Vanliga frågor', first: 'Hur hittar jag mina rabattkoder?', about: 'Om Klubb' },
  nb: {
    faqTitle: 'Ofte stilte spørsmål',
    first: 'Hvor finner jeg rabattkodene mine?',
    about: 'Om Klubb Norge',
  },
};

for (const brand of [BRAND_A, BRAND_B]) {
  const t = TEXTS[brand.lang as 'sv' | 'nb'];
  const more = moreTextsOf(brand);

  test(`FAQ on ${brand.name}: an accordion used by keyboard`, async ({ page }) => {
    await page.goto(`${brand.url}/more`);
    await page
      .getByRole('list', { name: more.entries })
      .getByRole('link', { name: more.faq })
      .click();
    await expect(page.getByRole('heading', { name: t.faqTitle, level: 1 })).toBeVisible();
    const first = page.getByRole('button', { name: t.first });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: t.first })).toBeVisible();
    // Arrow down to the next question, open it with Space; End goes to the last one.
    await page.keyboard.press('ArrowDown');
    const second = page.locator('[data-question]').nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(page.locator('[data-question]').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: t.first })).toBeHidden();
  });

  test.describe(`About on ${brand.name}, signed in`, () => {
    test.use(signedInAs(brand));

    test(`About on ${brand.name}: texts, links, support hours, 7 taps reveal the push token`, async ({
      page,
    }) => {
      await page.goto(`${brand.url}/more/about`);
      await expect(page.getByRole('heading', { name: t.about, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /villkor|vilkår/i })).toHaveAttribute(
        'href',
        /^https:\/\/klubb(norge)?\.example\//,
      );
      await expect(page.getByRole('link', { name: /Integritet|Personvern/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^medlem@/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expect(page.getByText('09:00–19:00').first()).toBeVisible();
      await expect(page.getByText(/^(Stängt|Stengt)$/).first()).toBeVisible();
      const version = page.getByRole('button', { name: /5\.22\.1/ });
      for (let tap = 1; tap < 7; tap += 1) await version.click();
      await expect(page.getByText(/Push-token/)).toHaveCount(0);
      await version.click();
      await expect(page.getByText(/Push-token/)).toBeVisible();
      // The hidden testing page: every bridge call answers "not in a container" in a browser.
      const calls = page.getByRole('list', { name: /Anrop till appen|Kall til appen/ });
      await calls.getByRole('button', { name: 'getFCMToken' }).click();
      await expect(calls.getByRole('listitem').filter({ hasText: 'getFCMToken' })).toContainText(
        /Inte i appen|Ikke i appen/,
      );
    });
  });

  test(`the desktop footer's About and FAQ open the pages on ${brand.name}`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the footer is a desktop part');
    // Not from the feed: there the footer sits under an infinite list, and scrolling to it loads
    // the next page, which pushed the footer away between Playwright's aim and its click (the
    // click landed on #root, 4 runs in 30, session 17).
    await page.goto(`${brand.url}/more`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: more.about }).click();
    await expect(page.getByRole('heading', { name: t.about, level: 1 })).toBeVisible();
    await footer.getByRole('link', { name: more.faq }).click();
    await expect(page.getByRole('heading', { name: t.faqTitle, level: 1 })).toBeVisible();
  });
}

test('Dev Test is not routed in a production build', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/more/dev_test`);
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
});
