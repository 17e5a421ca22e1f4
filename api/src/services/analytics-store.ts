import type { AnalyticsEvent } from '@klubb/contracts';

import type { Database } from '../db/database';

export interface AnalyticsCount {
  day: string;
  eventName: string;
  count: number;
}

/**
 * Stores a batch of validated events and counts them in the daily roll-up, in one transaction:
 * the counts never disagree with the events. The day is the UTC day the API received them.
 */
export async function storeAnalyticsEvents(
  database: Database,
  brandId: string,
  userId: string | null,
  events: ReadonlyArray<AnalyticsEvent>,
): Promise<void> {
  const perName = new Map<string, number>();
  for (const event of events) perName.set(event.eventName, (perName.get(event.eventName) ?? 0) + 1);
  await database.transaction(async (sql) => {
    await sql.query(
      `INSERT INTO analytics_events (brand_id, user_id, event_name, event)
       SELECT $1, $2, e ->> 'eventName', e FROM jsonb_array_elements($3::jsonb) AS e`,
      [brandId, userId, JSON.stringify(events)],
    );
    await sql.query(
      `INSERT INTO analytics_daily_counts (brand_id, day, event_name, count)
       SELECT $1, (now() AT TIME ZONE 'UTC')::date, c.key, c.value::bigint
       FROM jsonb_each_text($2::jsonb) AS c
       ON CONFLICT (brand_id, day, event_name)
       DO UPDATE SET count = analytics_daily_counts.count + EXCLUDED.count`,
      [brandId, JSON.stringify(Object.fromEntries(perName))],
    );
  });
}

/** The brand's counts per day and event, for the days from `from` to `to` (YYYY-MM-DD, UTC). */
export async function readAnalyticsCounts(
  database: Database,
  brandId: string,
  from: string,
  to: string,
): Promise<AnalyticsCount[]> {
  const rows = await database.sql.query<{ day: string; event_name: string; count: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, event_name, count::text AS count
     FROM analytics_daily_counts
     WHERE brand_id = $1 AND day BETWEEN $2::date AND $3::date
     ORDER BY day, event_name`,
    [brandId, from, to],
  );
  return rows.map((row) => ({ day: row.day, eventName: row.event_name, count: Number(row.count) }));
}

/** One session's events counted by name (the session index): how a test follows one visit. */
export async function readSessionCounts(
  database: Database,
  brandId: string,
  sessionId: string,
): Promise<Array<{ eventName: string; count: number }>> {
  const rows = await database.sql.query<{ event_name: string; count: number }>(
    `SELECT event_name, count(*)::int AS count FROM analytics_events
     WHERE brand_id = $1 AND event ->> 'sessionId' = $2
     GROUP BY event_name ORDER BY event_name`,
    [brandId, sessionId],
  );
  return rows.map((row) => ({ eventName: row.event_name, count: row.count }));
}
