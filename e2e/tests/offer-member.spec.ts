import type { APIRequestContext } from '@playwright/test';

import { API } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { memberHeaders, type Session } from '../support/members';
import { signedInAs, storedSessionOf } from '../support/signed-in';
import { expect, test } from '../support/test';

// Offer detail for a signed-in member: promo claims and the cart. Every test starts with the
// project's seeded member signed in (the session the sign-in setup project kept). Each project
// (phone, desktop) has its own seeded member, so one project's claims and cart never meet the
// other's.
test.use(signedInAs(BRAND_A));

async function cartQuantity(request: APIRequestContext, session: Session, variantId: string) {
  const response = await request.get(`${API}/v1/get/user/shopping_cart`, {
    headers: memberHeaders(session),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const cart = (await response.json()) as {
    itemList: Array<{ itemVariantId: string; quantity: number }>;
  };
  return cart.itemList.find((line) => line.itemVariantId === variantId)?.quantity ?? 0;
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BRAND_A.url });
});

test.describe('with the member’s own count', () => {
  // Reads the member's claimed count before claiming: the server's page is a visitor's and
  // cannot know it, so the app must have taken the page over.
  test.use({ waitsForApp: true });

  test('a member claims unique codes up to the cap; the button then shows the cap label', async ({
    page,
  }) => {
    await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-001`);
    const promo = page.getByRole('region', { name: 'Rabattkod' });
    const count = promo.getByText(/^Hämtade koder: \d\/2$/);
    await expect(count).toBeVisible();
    let claimed = Number(/(\d)\/2/.exec((await count.textContent()) ?? '')?.[1]);
    expect(claimed).toBeLessThan(2);

    while (claimed < 2) {
      await promo.getByRole('button', { name: 'Hämta kod' }).click();
      const dialog = page.getByRole('dialog', { name: 'Här är din rabattkod' });
      await expect(dialog).toBeVisible();
      const code = (await dialog.getByRole('status', { name: 'Din kod' }).textContent()) ?? '';
      expect(code).toMatch(/^KLUBB001-\d{3}$/);
      claimed += 1;
      await expect(dialog.getByText(`Hämtad ${claimed} av 2`)).toBeVisible();
      await expect(dialog.getByText(`Kopierad till urklipp: ${code}`)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(promo.getByText(`Hämtade koder: ${claimed}/2`)).toBeVisible();
    }

    const atCap = promo.getByRole('button', { name: 'Maxantalet hämtade koder är redan uppnått.' });
    await expect(atCap).toBeDisabled();
    await expect(promo.getByRole('button', { name: 'Hämta kod' })).toHaveCount(0);
    await expect(promo.getByText('Hämtade koder: 2/2')).toBeVisible();
  });
});

test('a common code claim answers with the promo pop-up and the code', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-005`);
  const promo = page.getByRole('region', { name: 'Rabattkod' });
  await promo.getByRole('button', { name: 'Hämta kod' }).click();
  const dialog = page.getByRole('dialog', { name: 'Här är din rabattkod' });
  await expect(dialog.getByRole('status', { name: 'Din kod' })).toHaveText('KLUBB2026');
  await expect(dialog.getByText(/Ange koden när du handlar/)).toBeVisible();
  await expect(dialog.getByText('Kopierad till urklipp: KLUBB2026')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a member sees an offer that needs sign-in in full', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-004`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Du måste vara inloggad för att se erbjudandet.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Rabattkod' })).toBeVisible();
});

test('city → time → option, then 2 into the cart: the cart API holds them', async ({
  page,
  request,
}, testInfo) => {
  const session = storedSessionOf(BRAND_A, testInfo);
  await page.goto(`${BRAND_A.url}/live/klubb-live-008`);
  const picker = page.getByRole('region', { name: 'Välj biljett' });
  await picker.getByRole('group', { name: 'Stad' }).getByRole('button').first().click();
  await picker.getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  const standard = picker
    .getByRole('group', { name: 'Biljettyp' })
    .getByRole('button', { name: /^Ordinarie/ });
  await standard.click();
  await expect(standard).toHaveAttribute('aria-pressed', 'true');
  // The chosen ticket's id: klubb-live-008-{city}{slot}{s|v}; the first city and slot are 0 and 0.
  const variantId = 'klubb-live-008-00s';
  const before = await cartQuantity(request, session, variantId);

  await page.getByRole('button', { name: 'Köp biljetter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lägg i varukorgen' });
  const quantity = dialog.getByRole('spinbutton', { name: 'Antal' });
  await expect(quantity).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Öka antal' }).click();
  await expect(quantity).toHaveValue('2');
  // Closing and opening again starts over at 1.
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await page.getByRole('button', { name: 'Köp biljetter' }).click();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  await dialog.getByRole('button', { name: 'Lägg i varukorgen' }).click();

  const added = page.getByRole('dialog', { name: 'Tillagt i varukorgen' });
  await expect(added).toContainText('2 st Ordinarie, Malmö ligger nu i varukorgen.');
  await expect.poll(() => cartQuantity(request, session, variantId)).toBe(before + 2);
  await added.getByRole('button', { name: 'OK' }).click();
  await expect(added).toHaveCount(0);
});
