import { and, eq, gte, inArray, sql, type AnyColumn } from 'drizzle-orm';

import {
  REMOTE_HEALTH_EVENT,
  remoteHealthParamsSchema,
  type AnalyticsEvent,
  type CanaryRules,
  type HealthNumbers,
  type RemoteHealthKind,
} from '@klubb/contracts';

import type { Database, Orm } from '../../db/database';
import { remoteHealthMinutes } from '../../db/schema';

/**
 * The self-watching canary's numbers (ADR 024): the app's health reports counted per remote,
 * version, minute and brand; a version's sums since a canary started; and the rules' verdict.
 */

const COLUMN_OF: Record<RemoteHealthKind, string> = {
  session: 'sessions',
  loadFailure: 'load_failures',
  boundaryError: 'boundary_errors',
  uncaughtError: 'uncaught_errors',
  apiError: 'api_errors',
};

/** Whether an analytics event is a health report (counted, never kept as an event). */
export const isHealthReport = (event: AnalyticsEvent) => event.eventName === REMOTE_HEALTH_EVENT;

/**
 * Counts a batch's health reports in this minute's rows, in one statement. A report whose
 * parameters are not a remote, a version and a kind is not counted. Answers the remotes reported.
 */
export async function countHealthReports(
  database: Database,
  brandId: string,
  events: ReadonlyArray<AnalyticsEvent>,
): Promise<string[]> {
  const rows = new Map<string, Record<string, string | number>>();
  for (const event of events) {
    const parsed = remoteHealthParamsSchema.safeParse(event.customParams ?? {});
    if (!parsed.success) continue;
    const { remote, version, kind } = parsed.data;
    const key = `${remote}@${version}`;
    const row = rows.get(key) ?? { remote, version };
    row[COLUMN_OF[kind]] = Number(row[COLUMN_OF[kind]] ?? 0) + 1;
    rows.set(key, row);
  }
  if (rows.size === 0) return [];
  const columns = Object.values(COLUMN_OF);
  await database.sql.query(
    `INSERT INTO remote_health_minutes (remote, version, minute, brand_id, ${columns.join(', ')})
     SELECT r.remote, r.version, date_trunc('minute', now()), $1,
            ${columns.map((c) => `coalesce(r.${c}, 0)`).join(', ')}
       FROM jsonb_to_recordset($2::jsonb)
         AS r (remote text, version text, ${columns.map((c) => `${c} integer`).join(', ')})
     ON CONFLICT (remote, version, minute, brand_id) DO UPDATE SET
       ${columns.map((c) => `${c} = remote_health_minutes.${c} + EXCLUDED.${c}`).join(', ')}`,
    [brandId, JSON.stringify([...rows.values()])],
  );
  return [...new Set([...rows.values()].map((row) => String(row.remote)))];
}

const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** Errors per 100 sessions, to a tenth; 0 without sessions. */
export const errorRateOf = (errors: number, sessions: number) =>
  sessions > 0 ? Math.round((errors * 1000) / sessions) / 10 : 0;

/**
 * One version's numbers since `since` (the minute it falls in counts whole), over `brandIds`
 * (every brand when null). An unknown version (null) has none.
 */
export async function versionNumbers(
  orm: Orm,
  remote: string,
  version: string | null,
  since: Date,
  brandIds: readonly string[] | null,
): Promise<HealthNumbers> {
  const t = remoteHealthMinutes;
  const [row] = version
    ? await orm
        .select({
          sessions: sum(t.sessions),
          loadFailures: sum(t.loadFailures),
          boundaryErrors: sum(t.boundaryErrors),
          uncaughtErrors: sum(t.uncaughtErrors),
          apiErrors: sum(t.apiErrors),
        })
        .from(t)
        .where(
          and(
            eq(t.remote, remote),
            eq(t.version, version),
            gte(t.minute, sql`date_trunc('minute', ${since.toISOString()}::timestamptz)`),
            brandIds ? inArray(t.brandId, [...brandIds]) : undefined,
          ),
        )
    : [];
  const counts = {
    sessions: Number(row?.sessions ?? 0),
    loadFailures: Number(row?.loadFailures ?? 0),
    boundaryErrors: Number(row?.boundaryErrors ?? 0),
    uncaughtErrors: Number(row?.uncaughtErrors ?? 0),
    apiErrors: Number(row?.apiErrors ?? 0),
  };
  const errors =
    counts.loadFailures + counts.boundaryErrors + counts.uncaughtErrors + counts.apiErrors;
  return { version, ...counts, errors, errorRate: errorRateOf(errors, counts.sessions) };
}

export type CanaryVerdict = 'rollback' | 'promote' | 'hold';

/**
 * The rules' verdict: roll back when the canary has its minimum of sessions and its error rate
 * exceeds the stable version's by more than the margin; promote when promotion is on, it has its
 * sessions, and it held that many minutes; else hold.
 */
export function judgeCanary(
  numbers: { canary: HealthNumbers; stable: HealthNumbers },
  rules: CanaryRules,
  heldMinutes: number,
): CanaryVerdict {
  const { canary, stable } = numbers;
  if (canary.sessions < rules.minSessions) return 'hold';
  if (canary.errorRate > stable.errorRate + rules.maxErrorRateMargin) return 'rollback';
  if (rules.promoteAfterMinutes !== null && heldMinutes >= rules.promoteAfterMinutes) {
    return 'promote';
  }
  return 'hold';
}
