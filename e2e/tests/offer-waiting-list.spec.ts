import type { APIRequestContext, Page } from '@playwright/test';

import { API, registerByApi, textsOf, uniqueEmail } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { expect, test } from '../support/test';

// The waiting list of sold-out tickets (klubb-live-002: every ticket sold out). Each test uses a
// member of its own, registered and set up through the API, so the phone and desktop projects
// (and a retry) never meet each other's registrations, and the seeded members' order histories
// stay as other tests expect them.
const TENANT_A = 'klubb-a1b2c';
const NEW_PASSWORD = 'Vanta2026go';
const OFFER = 'klubb-live-002';
// Its first city and first time (klubb-live-{n}-{city}{slot}{s|v}).
const FIRST_TICKET = 'klubb-live-002-00s';

interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
  tenantId: string;
}

/** Signs in at the identity stand-in (Identity Toolkit protocol) and answers the session. */
async function signIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const response = await request.post(
    `${API}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-key`,
    { data: { email, password, returnSecureToken: true, tenantId: TENANT_A } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  return {
    uid: body.localId,
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresAt: Date.now() + Number(body.expiresIn) * 1000,
    tenantId: TENANT_A,
  };
}

/** A new brand A member with set-up done, signed in; the page restores the session on start. */
async function signInNewMember(page: Page, request: APIRequestContext, email: string) {
  const tempPassword = await registerByApi(request, BRAND_A, email);
  const temporary = await signIn(request, email, tempPassword);
  const setUp = await request.post(`${API}/v1/complete_onboardning/user`, {
    headers: { 'X-App-Url': BRAND_A.url, Authorization: `Bearer ${temporary.idToken}` },
    data: {
      firstName: 'Vera',
      lastName: 'Väntelista',
      phoneNumber: '+46701234567',
      password: NEW_PASSWORD,
      referralCode: '522660',
    },
  });
  expect(setUp.ok(), await setUp.text()).toBe(true);
  // The new password ends the temporary session: sign in again, as the set-up screen does.
  const session = await signIn(request, email, NEW_PASSWORD);
  await page.addInitScript((value) => {
    window.localStorage.setItem('klubb:authSession', JSON.stringify({ value, expiresAt: null }));
  }, session);
  return session;
}

/** The member's interest registrations in their order history, by ticket. */
async function registrationsOf(request: APIRequestContext, session: Session) {
  const response = await request.get(`${API}/v1/get_list/order_history`, {
    headers: { 'X-App-Url': BRAND_A.url, Authorization: `Bearer ${session.idToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const orders = (await response.json()) as Array<{
    paymentMethod: string;
    amount: number;
    itemList: Array<{ itemVariantId: string; quantity: number }>;
  }>;
  return orders
    .filter((order) => order.paymentMethod === 'interest_registration')
    .map((order) => ({ amount: order.amount, items: order.itemList }));
}

const picker = (page: Page) => page.getByRole('region', { name: 'Välj biljett' });

test('a member joins the waiting list of a sold-out ticket, once', async ({
  page,
  request,
}, testInfo) => {
  // Registering and setting up a member hashes four passwords (scrypt): seconds on a busy runner.
  test.setTimeout(60_000);
  const session = await signInNewMember(page, request, uniqueEmail(testInfo));
  await page.goto(`${BRAND_A.url}/live/${OFFER}`);
  const cities = picker(page).getByRole('group', { name: 'Stad' }).getByRole('button');
  await expect(cities.first()).toBeVisible();
  for (const city of await cities.all()) await expect(city).toContainText('Slutsåld');
  await expect(
    page.getByText('Biljetterna är slutsålda. Du kan ställa dig på väntelistan.'),
  ).toBeVisible();

  // The offer has several tickets: the list is joined for the one chosen.
  await cities.first().click();
  await picker(page).getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  const join = page.getByRole('button', { name: /^Ställ dig på väntelistan för Ordinarie, / });
  await expect(join).toBeVisible();
  const result = page.getByRole('status').filter({ hasText: /väntelistan/ });
  await join.press('Enter');
  await expect(result).toHaveText(
    'Du står nu på väntelistan. Vi hör av oss om fler biljetter släpps.',
  );
  expect(await registrationsOf(request, session)).toEqual([
    { amount: 0, items: [expect.objectContaining({ itemVariantId: FIRST_TICKET, quantity: 1 })] },
  ]);

  // Again, after a reload: the member is already on it, and there is still one registration.
  await page.reload();
  await cities.first().click();
  await picker(page).getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  await join.click();
  await expect(result).toHaveText('Du står redan på väntelistan.');
  expect(await registrationsOf(request, session)).toHaveLength(1);
});

test('a visitor who is not signed in is offered to sign in instead', async ({ page }) => {
  const texts = textsOf(BRAND_A);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/v1/register_interest/`)) orders.push(request.url());
  });
  await page.goto(`${BRAND_A.url}/live/${OFFER}`);
  await page.getByRole('button', { name: 'Ställ dig på väntelistan' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Du behöver logga in för att ställa dig på väntelistan. Vill du logga in nu?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
  expect(orders).toEqual([]);
});
