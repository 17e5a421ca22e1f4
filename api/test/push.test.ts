import { API_PATHS, currentUserSchema, TICKET_PATHS } from '@klubb/contracts';

import { SEED_OPERATORS } from '../src/db/seed/registry';
import { injectDeliverer } from '../src/payments/payments-setup';
import type { PaymentStandIn } from '../src/payments/stand-in';
import { createFcmStandIn, OAUTH_STAND_IN_PREFIX, type FcmStandIn } from '../src/push/fcm-stand-in';

import { mintTestToken } from './helpers/identity';
import { addLoadMembers } from './helpers/load-members';
import { asMember, withToken, type Call } from './helpers/member';
import { operatorToken } from './helpers/operators';
import { testStandIn } from './helpers/payments';
import { createTestApp, PUBLIC_URL, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// Anna's seeded card order: two tickets of klubb-live-005's first variant, sold out and waited for.
const OFFER_ID = 'klubb-live-005';
const [OPS_A] = SEED_OPERATORS;

/** Polls `check` (a read of the database) until it holds: the push goes after the answer. */
async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`never held: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(testTargets())('a held ticket pushed to the member’s devices on %s', (target) => {
  let t: TestApp;
  let payments: PaymentStandIn;
  let fcm: FcmStandIn;
  let members: Call[];
  let uids: string[];
  let annaTickets: string[];
  beforeAll(async () => {
    payments = testStandIn();
    fcm = createFcmStandIn({ tokenUri: `${PUBLIC_URL}${OAUTH_STAND_IN_PREFIX}/token` });
    t = await createTestApp(target, {}, { paymentStandIn: payments, fcmStandIn: fcm });
    payments.connect(injectDeliverer(t.app));
    const tickets = await t.database.sql.query<{ id: string; item_variant_id: string }>(
      "SELECT id, item_variant_id FROM tickets WHERE order_id = 'klubb-order-0001' ORDER BY unit",
    );
    annaTickets = tickets.map((ticket) => ticket.id);
    const variant = tickets[0]?.item_variant_id ?? '';
    await t.database.sql.query('UPDATE item_variants SET available = 0 WHERE id = $1', [variant]);
    uids = await addLoadMembers(t.database, 3, 'push-member');
    members = await Promise.all(
      uids.map(async (uid) => withToken(t, await mintTestToken(t.database, { uid }))),
    );
    for (const [n, member] of members.entries()) {
      const joined = await member('POST', API_PATHS.registerInterest, {
        offerId: OFFER_ID,
        itemVariantId: variant,
      });
      if (joined.statusCode !== 201) throw new Error(`join: ${joined.body}`);
      // The app sends its device's token 10 s into the content (host push-sync.ts).
      const saved = await member('PUT', API_PATHS.updateUser, {
        pushNotificationToken: `fcm-device-${n}`,
      });
      if (saved.statusCode !== 200) throw new Error(`token: ${saved.body}`);
    }
  });
  afterAll(async () => {
    payments.close();
    await t.close();
  });

  const refund = async (ticketId: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: TICKET_PATHS.refundTicket,
      headers: { authorization: `Bearer ${await operatorToken(t.database, OPS_A)}` },
      payload: { ticketId },
    });
  const tokens = () =>
    t.database.sql.query<{ token: string; user_id: string; brand_id: string }>(
      'SELECT token, user_id, brand_id FROM push_tokens ORDER BY token',
    );
  const outbox = () =>
    t.database.sql.query<{
      user_id: string;
      done_at: Date | null;
      delivered: number;
      last_error: string | null;
    }>('SELECT user_id, done_at, delivered, last_error FROM push_outbox ORDER BY created_at');

  it('keeps each device’s token per member and brand', async () => {
    const ola = await asMember(t, 'seed-norge-ola');
    const saved = await ola('PUT', API_PATHS.updateUser, { pushNotificationToken: 'fcm-ola' });
    expect(currentUserSchema.parse(saved.json()).pushNotificationToken).toBe('fcm-ola');
    expect(await tokens()).toEqual([
      { token: 'fcm-device-0', user_id: uids[0], brand_id: 'klubb' },
      { token: 'fcm-device-1', user_id: uids[1], brand_id: 'klubb' },
      { token: 'fcm-device-2', user_id: uids[2], brand_id: 'klubb' },
      { token: 'fcm-ola', user_id: 'seed-norge-ola', brand_id: 'klubb-norge' },
    ]);
  });

  it('a refund offers the unit to the first in line, and one push reaches their device', async () => {
    const answer = await refund(annaTickets[0]);
    expect(answer.statusCode).toBe(200);
    const [push, ...more] = await fcm.received(1);
    expect(more).toEqual([]);
    const [offer] = await t.database.sql.query<{ order_id: string; expires_at: Date | string }>(
      'SELECT order_id, expires_at FROM waiting_list_offers WHERE user_id = $1',
      [uids[0]],
    );
    expect(push).toEqual({
      name: expect.stringMatching(/^projects\/klubb-local\/messages\/\w+$/),
      projectId: 'klubb-local',
      message: {
        token: 'fcm-device-0',
        // Klubb's language is Swedish: the words of the app's own notice.
        notification: {
          title: 'En biljett hålls åt dig.',
          body: expect.stringMatching(/^Från väntelistan till .+ – .+: köp den före \d\d:\d\d\.$/),
        },
        data: {
          type: 'waiting-list-offer',
          path: '/more/waitingLists',
          orderId: offer?.order_id,
          expiresAt: new Date(offer?.expires_at ?? 0).toISOString(),
        },
      },
    });
    // What a developer (and the e2e suite) reads of the stand-in: the device's pushes.
    const seen = await t.app.inject({ method: 'GET', url: '/dev/pushes?token=fcm-device-0' });
    expect(seen.json()).toEqual({ pushes: [push] });
    // Through an access token of the service account's signed JWT, once.
    expect(fcm.accessTokens.size).toBe(1);
    expect(await until(outbox, (rows) => !!rows[0]?.done_at)).toEqual([
      expect.objectContaining({ user_id: uids[0], delivered: 1, last_error: null }),
    ]);
  });

  it('a device FCM answers UNREGISTERED for loses its token, and the offer stands', async () => {
    fcm.unregister('fcm-device-1');
    expect((await refund(annaTickets[1])).statusCode).toBe(200);
    const rows = await until(outbox, (all) => all.length === 2 && !!all[1]?.done_at);
    expect(rows[1]).toMatchObject({
      user_id: uids[1],
      delivered: 0,
      last_error: 'every device is unregistered',
    });
    expect((await tokens()).map((row) => row.token)).toEqual([
      'fcm-device-0',
      'fcm-device-2',
      'fcm-ola',
    ]);
    const [user] = await t.database.sql.query<{ push_notification_token: string | null }>(
      'SELECT push_notification_token FROM users WHERE id = $1',
      [uids[1]],
    );
    expect(user?.push_notification_token).toBeNull();
    const [offer] = await t.database.sql.query<{ state: string }>(
      'SELECT state FROM waiting_list_offers WHERE user_id = $1',
      [uids[1]],
    );
    expect(offer?.state).toBe('open');
    // Nothing more was sent: brand B's member, and the third in line, got no push.
    expect(fcm.pushes.map((push) => push.message.token)).toEqual(['fcm-device-0']);
  });

  it('refuses an access token it did not issue and a JWT signed by another key', async () => {
    const send = await t.app.inject({
      method: 'POST',
      url: '/fcm.googleapis.com/v1/projects/klubb-local/messages:send',
      headers: { authorization: 'Bearer ya29.forged' },
      payload: { message: { token: 'fcm-device-0', notification: { title: 'x', body: 'y' } } },
    });
    expect(send.statusCode).toBe(401);
    expect(send.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
    const other = createFcmStandIn({ tokenUri: fcm.account.tokenUri });
    const { importPKCS8, SignJWT } = await import('jose');
    const assertion = await new SignJWT({
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(fcm.account.clientEmail)
      .setAudience(fcm.account.tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(other.account.privateKey, 'RS256'));
    const grant = await t.app.inject({
      method: 'POST',
      url: `${OAUTH_STAND_IN_PREFIX}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('FCM down: the offer stands, the push waits and goes on a later pass', async () => {
    fcm.failNext(1);
    const asOps = { authorization: `Bearer ${await operatorToken(t.database, OPS_A)}` };
    const [variant] = await t.database.sql.query<{ item_variant_id: string }>(
      'SELECT item_variant_id FROM tickets WHERE id = $1',
      [annaTickets[0]],
    );
    const add = (requestId: string) =>
      t.app.inject({
        method: 'POST',
        url: TICKET_PATHS.addStock,
        headers: asOps,
        payload: { itemVariantId: variant?.item_variant_id, quantity: 1, requestId },
      });
    expect((await add(`push-${target}-0001`)).statusCode).toBe(200);
    const waiting = await until(outbox, (rows) => rows.length === 3 && !!rows[2]?.last_error);
    expect(waiting[2]).toMatchObject({
      user_id: uids[2],
      done_at: null,
      last_error: '503 UNAVAILABLE',
    });
    const [offer] = await t.database.sql.query<{ state: string }>(
      'SELECT state FROM waiting_list_offers WHERE user_id = $1',
      [uids[2]],
    );
    expect(offer?.state).toBe('open');
    // Its back-off (30 s) is over; the next pass (here after another addition) sends it.
    await t.database.sql.query(
      'UPDATE push_outbox SET next_attempt_at = now() WHERE user_id = $1',
      [uids[2]],
    );
    expect((await add(`push-${target}-0002`)).statusCode).toBe(200);
    const pushes = await fcm.received(2);
    expect(pushes[1]?.message.token).toBe('fcm-device-2');
    expect((await until(outbox, (rows) => !!rows[2]?.done_at))[2]).toMatchObject({
      delivered: 1,
      last_error: null,
    });
  });

  it('forgets the token a member clears', async () => {
    // An empty token is no token (the member's record takes it as sent).
    const emptied = await members[2]?.('PUT', API_PATHS.updateUser, { pushNotificationToken: '' });
    expect(emptied?.statusCode).toBe(200);
    expect((await tokens()).map((row) => row.token)).toEqual(['fcm-device-0', 'fcm-ola']);
    const cleared = await members[0]?.('PUT', API_PATHS.updateUser, {
      pushNotificationToken: null,
    });
    expect(cleared?.statusCode).toBe(200);
    expect((await tokens()).map((row) => row.token)).toEqual(['fcm-ola']);
  });
});
