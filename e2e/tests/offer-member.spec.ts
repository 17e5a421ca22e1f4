import type { APIRequestContext, Page } from '@playwright/test';

import { BRAND_A } from '../support/brands';
import { expect, test } from '../support/test';

// Offer detail for a signed-in member: promo claims and the cart. The member signs in through the
// identity stand-in's REST API (the Identity Toolkit protocol), and the session is put where
// @klubb/session keeps it (localStorage `klubb:authSession`), so the app restores it on start.
const API = 'http://localhost:4000';
const TENANT_A = 'klubb-a1b2c';
const PASSWORD = 'Medlem2026';

// The two projects (phone, desktop) run at once on one database: each has its own member, so
// one project's claims and cart never meet the other's.
const MEMBERS = {
  phone: 'anna@klubb.example',
  desktop: 'erik@klubb.example',
} as const;

interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
  tenantId: string;
}

async function signInAs(page: Page, request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post(
    `${API}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-key`,
    { data: { email, password: PASSWORD, returnSecureToken: true, tenantId: TENANT_A } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  const session: Session = {
    uid: body.localId,
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresAt: Date.now() + Number(body.expiresIn) * 1000,
    tenantId: TENANT_A,
  };
  await page.addInitScript((value) => {
    window.localStorage.setItem('klubb:authSession', JSON.stringify({ value, expiresAt: null }));
  }, session);
  return session;
}

function memberOf(projectName: string): string {
  return projectName === 'desktop' ? MEMBERS.desktop : MEMBERS.phone;
}

async function cartQuantity(request: APIRequestContext, session: Session, variantId: string) {
  const response = await request.get(`${API}/v1/get/user/shopping_cart`, {
    headers: { 'X-App-Url': BRAND_A.url, Authorization: `Bearer ${session.idToken}` },
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

test('a member claims unique codes up to the cap; the button then shows the cap label', async ({
  page,
  request,
}, testInfo) => {
  await signInAs(page, request, memberOf(testInfo.project.name));
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

test('a common code claim answers with the promo pop-up and the code', async ({
  page,
  request,
}, testInfo) => {
  await signInAs(page, request, memberOf(testInfo.project.name));
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

test('a member sees an offer that needs sign-in in full', async ({ page, request }, testInfo) => {
  await signInAs(page, request, memberOf(testInfo.project.name));
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-004`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Du måste vara inloggad för att se erbjudandet.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Rabattkod' })).toBeVisible();
});

test('city → time → option, then 2 into the cart: the cart API holds them', async ({
  page,
  request,
}, testInfo) => {
  const session = await signInAs(page, request, memberOf(testInfo.project.name));
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
