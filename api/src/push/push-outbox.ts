import { paths } from '@klubb/contracts';

import type { Database, SqlRunner } from '../db/database';

import type { FcmMessage, FcmSender } from './fcm';

/** Tries of one push before it is given up (about 15 minutes of back-off in all). */
export const PUSH_MAX_ATTEMPTS = 5;
/** Rows one pass of the sender takes at once. */
const BATCH = 20;

type Language = 'sv' | 'nb' | 'en';

/** The push's words in the brand's language: those of the app's own notice (host offerNotice). */
const WORDS: Record<Language, { title: string; body: string; locale: string }> = {
  sv: {
    title: 'En biljett hålls åt dig.',
    body: 'Från väntelistan till {event}: köp den före {time}.',
    locale: 'sv-SE',
  },
  nb: {
    title: 'En billett holdes av til deg.',
    body: 'Fra ventelisten til {event}: kjøp den før {time}.',
    locale: 'nb-NO',
  },
  en: {
    title: 'A ticket is held for you.',
    body: 'From the waiting list for {event}: buy it before {time}.',
    locale: 'en-GB',
  },
};

/**
 * The push of a waiting-list offer: the words in the brand's language, the hold's end in the
 * brands' time zone (every brand is Swedish or Norwegian: Europe/Stockholm and Europe/Oslo keep
 * the same time), and data the container opens the app with.
 */
export function offerPush(
  token: string,
  offer: { orderId: string; eventName: string; expiresAt: Date; language: string },
): FcmMessage {
  const words = WORDS[(offer.language in WORDS ? offer.language : 'sv') as Language];
  const time = new Intl.DateTimeFormat(words.locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  }).format(offer.expiresAt);
  return {
    token,
    notification: {
      title: words.title,
      body: words.body.replace('{event}', offer.eventName).replace('{time}', time),
    },
    data: {
      type: 'waiting-list-offer',
      path: paths.waitingLists.build(),
      orderId: offer.orderId,
      expiresAt: offer.expiresAt.toISOString(),
    },
  };
}

/**
 * Queues the push of new offers, inside the transaction that made them: committed with them, or
 * not at all. The sender sends it once that transaction has committed.
 */
export async function queueOfferPushes(sql: SqlRunner, orderIds: readonly string[]) {
  if (orderIds.length === 0) return;
  await sql.query(
    `INSERT INTO push_outbox (order_id, brand_id, user_id)
     SELECT order_id, brand_id, user_id FROM waiting_list_offers WHERE order_id = ANY($1)
     ON CONFLICT (order_id) DO NOTHING`,
    [orderIds],
  );
}

interface Claimed {
  order_id: string;
  brand_id: string;
  user_id: string;
  attempts: number;
}

interface OfferRow {
  state: string;
  expires_at: Date | string;
  event_name: string;
  language: string;
}

export interface PushSender {
  /** Sends what is due soon, without waiting (after a transaction that made offers commits). */
  kick(): void;
  /** Sends what is due now; answers how many rows it finished. */
  drain(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The push sender (ADR 031): sends the outbox's due rows to every device the member registered
 * for the offer's brand, after the offer's transaction has committed, and never inside it. A row
 * is claimed first (`FOR UPDATE SKIP LOCKED`, held a minute), so two instances never send it at
 * once. UNREGISTERED deletes the token; a failure worth retrying, with no device reached, is tried
 * again after 30 s, 1, 2, 4 min…; an offer no longer open by then is not told. Runs when kicked
 * and every `intervalMs` (offers made by a sweep, retries); errors are logged, never thrown.
 */
export function createPushSender(options: {
  database: Database;
  fcm: FcmSender | null;
  intervalMs: number;
  log: (message: string, error?: unknown) => void;
}): PushSender {
  const { database, fcm, log } = options;
  let running: Promise<number> | null = null;
  let again = false;

  const finish = (orderId: string, delivered: number, error: string | null) =>
    database.sql.query(
      `UPDATE push_outbox SET done_at = now(), claimed_until = NULL, delivered = $2, last_error = $3
       WHERE order_id = $1`,
      [orderId, delivered, error],
    );

  const sendOne = async (row: Claimed): Promise<void> => {
    const [offer] = await database.sql.query<OfferRow>(
      `SELECT w.state, w.expires_at, concat_ws(' – ', o.title, iv.title) AS event_name, b.language
       FROM waiting_list_offers w
       JOIN item_variants iv ON iv.id = w.item_variant_id
       JOIN offers o ON o.id = iv.offer_id
       JOIN brands b ON b.id = w.brand_id
       WHERE w.order_id = $1`,
      [row.order_id],
    );
    const expiresAt = offer ? new Date(offer.expires_at) : null;
    if (!offer || !expiresAt || offer.state !== 'open' || expiresAt.getTime() <= Date.now()) {
      await finish(row.order_id, 0, 'the offer is no longer open');
      return;
    }
    // Only the brand's own devices of the member: a token is one app's, and one brand's.
    const tokens = await database.sql.query<{ token: string }>(
      'SELECT token FROM push_tokens WHERE user_id = $1 AND brand_id = $2 ORDER BY updated_at DESC',
      [row.user_id, row.brand_id],
    );
    if (!fcm || tokens.length === 0) {
      await finish(row.order_id, 0, fcm ? 'no device registered' : 'push is not configured');
      return;
    }
    let delivered = 0;
    let retry: string | null = null;
    let failed: string | null = null;
    for (const { token } of tokens) {
      const result = await fcm.send(
        offerPush(token, {
          orderId: row.order_id,
          eventName: offer.event_name,
          expiresAt,
          language: offer.language,
        }),
      );
      if (result.kind === 'sent') delivered += 1;
      else if (result.kind === 'unregistered') {
        await database.sql.query('DELETE FROM push_tokens WHERE token = $1', [token]);
        await database.sql.query(
          `UPDATE users SET push_notification_token = NULL
           WHERE id = $1 AND push_notification_token = $2`,
          [row.user_id, token],
        );
      } else if (result.kind === 'retry') retry = result.error;
      else failed = result.error;
    }
    if (delivered === 0 && retry && row.attempts < PUSH_MAX_ATTEMPTS) {
      await database.sql.query(
        `UPDATE push_outbox SET claimed_until = NULL, last_error = $2,
           next_attempt_at = now() + make_interval(secs => $3)
         WHERE order_id = $1`,
        [row.order_id, retry, 30 * 2 ** (row.attempts - 1)],
      );
      return;
    }
    await finish(
      row.order_id,
      delivered,
      delivered ? null : (retry ?? failed ?? 'every device is unregistered'),
    );
  };

  const pass = async (): Promise<number> => {
    let done = 0;
    for (;;) {
      const claimed = await database.sql.query<Claimed>(
        `UPDATE push_outbox SET claimed_until = now() + interval '1 minute',
           attempts = attempts + 1
         WHERE order_id IN (
           SELECT order_id FROM push_outbox
           WHERE done_at IS NULL AND next_attempt_at <= now()
             AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING order_id, brand_id, user_id, attempts`,
      );
      for (const row of claimed) {
        try {
          await sendOne(row);
        } catch (error) {
          log(`push of offer ${row.order_id} failed`, error);
        }
      }
      done += claimed.length;
      if (claimed.length < BATCH) return done;
    }
  };

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let done = 0;
      do {
        again = false;
        done += await pass();
      } while (again);
      return done;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const kick = () => {
    drain().catch((error: unknown) => log('the push sender failed', error));
  };
  const timer = options.intervalMs > 0 ? setInterval(kick, options.intervalMs) : null;
  timer?.unref();

  return {
    kick,
    drain,
    async close() {
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
