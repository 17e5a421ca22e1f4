// Issue 37 (ADR 031): a ticket freed to a member on the waiting list is pushed to their device
// while the app is closed. The container simulator hands the app its FCM token, which the app
// saves on the member; the member joins the waiting list and closes the app; an operator adds a
// ticket; the API's push reaches that token at the FCM stand-in (read at /dev/pushes).
import type { APIRequestContext } from '@playwright/test';

import { API } from '../support/auth';
import { BRAND_A } from '../support/brands';
import { CONTAINER_USER_AGENTS, defaultScript, useContainer } from '../support/container-simulator';
import { memberHeaders, signInNewMemberOfBrandA, type Session } from '../support/members';
import { OPERATORS, operatorToken } from '../support/operators';
import { appRunning, expect, test } from '../support/test';

const NEW_MEMBER = { firstName: 'Pia', lastName: 'Push', password: 'Pusha2026go' };
// Sold out in the seed; its second time in the first city, which no other test waits for.
const OFFER = 'klubb-live-002';
const VARIANT = 'klubb-live-002-01s';

test.use({ userAgent: CONTAINER_USER_AGENTS.android });

interface Push {
  message: {
    token: string;
    notification: { title: string; body: string };
    data: Record<string, string>;
  };
}

const pushesTo = async (request: APIRequestContext, token: string) => {
  const response = await request.get(`${API}/dev/pushes`, { params: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { pushes: Push[] }).pushes;
};

const storedToken = async (request: APIRequestContext, session: Session) => {
  const response = await request.get(`${API}/v1/get/user`, { headers: memberHeaders(session) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { pushNotificationToken: string | null })
    .pushNotificationToken;
};

test('a ticket held while the app is closed reaches the container’s device by push', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one run: it adds a ticket to what is on sale');
  const token = `fcm-android-push-${Date.now().toString(36)}-${testInfo.retry}`;
  const session = await signInNewMemberOfBrandA(page, request, testInfo, NEW_MEMBER);
  testInfo.setTimeout(120_000);
  await useContainer(page, defaultScript('android', { pushToken: token }));
  // The page's clock: the 10 s before the token is sent are jumped over.
  await page.clock.install();
  await page.goto(BRAND_A.url);
  await expect(page.getByRole('list', { name: BRAND_A.feedLabel })).toBeVisible();
  // The 10 s run from the app's start, not from the server's page.
  await appRunning(page);
  await page.clock.fastForward(11_000);
  await expect.poll(() => storedToken(request, session), { timeout: 10_000 }).toBe(token);

  // The member waits for a sold-out ticket, and closes the app.
  const joined = await request.post(`${API}/v1/register_interest/offer`, {
    headers: memberHeaders(session),
    data: { offerId: OFFER, itemVariantId: VARIANT },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await page.close();
  expect(await pushesTo(request, token)).toEqual([]);

  // An operator adds a ticket: it is held for the first in line, and told by push.
  const operator = await operatorToken(request, OPERATORS.brandA);
  const added = await request.post(`${API}/v1/ops/tickets/add_stock`, {
    headers: { Authorization: `Bearer ${operator}` },
    data: { itemVariantId: VARIANT, quantity: 1, requestId: `push-${token}` },
  });
  expect(await added.json()).toMatchObject({ added: 1, offered: 1 });
  await expect.poll(async () => (await pushesTo(request, token)).length).toBe(1);
  const [push] = await pushesTo(request, token);
  expect(push?.message).toEqual({
    token,
    notification: {
      title: 'En biljett hålls åt dig.',
      body: expect.stringMatching(/^Från väntelistan till .+: köp den före \d\d:\d\d\.$/),
    },
    data: expect.objectContaining({ type: 'waiting-list-offer', path: '/more/waitingLists' }),
  });
});
