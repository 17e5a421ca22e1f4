// Issue 37, the door: door staff of brand A sign in to the console, land on the door, open the
// event of Anna's seeded tickets and check one by its code. The first check lets it in, the
// second is refused as used; with the network cut, a changed code is refused as forged and the
// used ticket as used, from the downloaded keys and the scanner's own scans, and the waiting
// scans sync when the network is back.
import { ANNA, API, SEED_PASSWORD } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { memberHeaders, signInByApi } from '../support/members';
import { expect, test } from '../support/test';

const CONSOLE = 'http://localhost:3006';
const DOOR_STAFF = 'door.klubb@klubb.example';
const OPERATOR_PASSWORD = 'Operator-2026!';
/** TICKET_PATHS.getTicketList of @klubb/contracts (the specs import no workspace package). */
const TICKET_LIST = '/v1/get_list/ticket';

test.use({ locale: 'en-GB' });

test('door staff let a ticket in once, and refuse a forged and a used one offline', async ({
  page,
  context,
}, testInfo) => {
  const session = await signInByApi(page.request, BRAND_A, ANNA.email, SEED_PASSWORD);
  const response = await page.request.get(`${API}${TICKET_LIST}`, {
    headers: memberHeaders(session),
  });
  expect(response.ok()).toBe(true);
  const tickets = (await response.json()) as Array<{ payload: string; itemVariantId: string }>;
  // One ticket per project: both console projects run against one database.
  const ticket = tickets[testInfo.project.name === 'console-phone' ? 0 : 1];
  if (!ticket) throw new Error('Anna has no seeded ticket');

  await page.goto(CONSOLE);
  await page.getByLabel('E-mail').fill(DOOR_STAFF);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Door staff manage nothing: the console opens on the door.
  await expect(page.getByRole('heading', { name: 'Choose an event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brands' })).toHaveCount(0);
  await page.goto(`${CONSOLE}/door/${encodeURIComponent(ticket.itemVariantId)}`);
  await expect(page.getByText(/^\d+ of \d+ in$/)).toBeVisible();

  const code = page.getByLabel('Ticket code');
  const answer = page.getByRole('status').filter({ hasText: /Scan a ticket|–|used|code/ });
  const check = async (payload: string) => {
    await code.fill(payload);
    await page.getByRole('button', { name: 'Check' }).click();
  };
  await check(ticket.payload);
  await expect(answer).toContainText('Valid – let in');
  await expect(answer).toContainText('Anna Andersson');
  await check(ticket.payload);
  await expect(answer).toContainText('Already used');

  await context.setOffline(true);
  const [version, kid, id, variant, signature] = ticket.payload.split('.');
  await check([version, kid, id, `${variant}x`, signature].join('.'));
  await expect(answer).toContainText('Invalid code');
  await expect(answer).toContainText('Checked offline');
  await check(ticket.payload);
  await expect(answer).toContainText('Already used');
  await expect(page.getByText(/2 scans wait to sync/)).toBeVisible();

  await context.setOffline(false);
  // The next answer of the event (asked every 5 s) finds the API again and the scans go.
  await expect(page.getByText(/wait to sync/)).toHaveCount(0, { timeout: 20_000 });
});
