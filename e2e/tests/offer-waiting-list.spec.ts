import type { APIRequestContext, Page } from '@playwright/test';

import { API, textsOf } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { memberHeaders, signInNewMemberOfBrandA, type Session } from '../support/members';
import { isApiCall } from '../support/origins';
import { expect, test } from '../support/test';

// The waiting list of sold-out tickets (klubb-live-002: every ticket sold out). Each test uses a
// member of its own, registered and set up through the API, so the phone and desktop projects
// (and a retry) never meet each other's registrations, and the seeded members' order histories
// stay as other tests expect them.
const NEW_MEMBER = { firstName: 'Vera', lastName: 'Väntelista', password: 'Vanta2026go' };
const OFFER = 'klubb-live-002';
// Its first city and first time (klubb-live-{n}-{city}{slot}{s|v}).
const FIRST_TICKET = 'klubb-live-002-00s';

/** The member's interest registrations in their order history, by ticket. */
async function registrationsOf(request: APIRequestContext, session: Session) {
  const response = await request.get(`${API}/v1/get_list/order_history`, {
    headers: memberHeaders(session),
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
  const session = await signInNewMemberOfBrandA(page, request, testInfo, NEW_MEMBER);
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

  // Again, after a reload: the page opens knowing the member is on it (issue 13), with no button
  // to press again, and there is still one registration.
  await page.reload();
  await cities.first().click();
  await picker(page).getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  await expect(result).toHaveText('Du står redan på väntelistan.');
  await expect(join).toHaveCount(0);
  expect(await registrationsOf(request, session)).toHaveLength(1);
});

// Issue 32 item 8: after joining the button stayed, and "Mina köp" listed the place as a 0 kr
// order of one ticket. Joined is a state of its own, a place is listed apart, and it can be left.
test('a place on the waiting list is not a purchase, and the member can leave it', async ({
  page,
  request,
}, testInfo) => {
  const session = await signInNewMemberOfBrandA(page, request, testInfo, {
    ...NEW_MEMBER,
    firstName: 'Lova',
  });
  await page.goto(`${BRAND_A.url}/live/${OFFER}`);
  const cities = picker(page).getByRole('group', { name: 'Stad' }).getByRole('button');
  await cities.first().click();
  await picker(page).getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  const join = page.getByRole('button', { name: /^Ställ dig på väntelistan för Ordinarie, / });
  await join.click();
  const leave = page.getByRole('button', { name: 'Lämna väntelistan' });
  await expect(leave).toBeVisible();
  await expect(join).toHaveCount(0);

  await page.goto(`${BRAND_A.url}/more/orderHistory`);
  const places = page.getByRole('region', { name: 'Väntelistor' });
  await expect(places.getByRole('link')).toHaveCount(1);
  await expect(places.getByRole('link')).toContainText('Ordinarie');
  await expect(page.getByText('Du har inga köp ännu.')).toBeVisible();
  await expect(page.getByText('Antal biljetter')).toHaveCount(0);

  await places.getByRole('link').click();
  await cities.first().click();
  await picker(page).getByRole('group', { name: 'Tid' }).getByRole('button').first().click();
  await leave.click();
  await expect(page.getByRole('status').filter({ hasText: /väntelistan/ })).toHaveText(
    'Du står inte längre på väntelistan.',
  );
  await expect(join).toBeVisible();
  expect(await registrationsOf(request, session)).toEqual([]);
});

test('a visitor who is not signed in is offered to sign in instead', async ({ page }) => {
  const texts = textsOf(BRAND_A);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (isApiCall(request.url(), '/v1/register_interest/')) orders.push(request.url());
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
