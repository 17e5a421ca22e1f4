import { MIGRATIONS_DIR } from '../config';
import type { Database } from '../db/database';
import { readMigrations } from '../db/migrate';

export type NotReadyReason = 'draining' | 'database' | 'migrations';

export interface ReadinessCheck {
  ready: boolean;
  reason?: NotReadyReason;
  /** The newest migration of this build and the newest the database has, when they were read. */
  expected?: string;
  applied?: string | null;
}

/**
 * Whether this instance should be sent traffic: not shutting down, the database answers, and the
 * database holds every migration this build ships (a replica of a new release that starts before
 * the release's migration Job has run stays out of the load balancer until it has).
 */
export interface Readiness {
  /** Set on SIGTERM: the probe answers 503 while the requests in flight finish. */
  draining: boolean;
  check(): Promise<ReadinessCheck>;
}

export interface ReadinessOptions {
  database: Database;
  migrationsDir?: string;
}

/** Creates the readiness state of one instance; the migration list is read once, on first use. */
export function createReadiness({
  database,
  migrationsDir = MIGRATIONS_DIR,
}: ReadinessOptions): Readiness {
  let expected: Promise<string> | null = null;
  const newestShipped = () => {
    expected ??= readMigrations(migrationsDir).then((list) => list.at(-1)?.version ?? '');
    return expected;
  };
  const readiness: Readiness = {
    draining: false,
    async check() {
      if (readiness.draining) return { ready: false, reason: 'draining' };
      const shipped = await newestShipped();
      let applied: string | null;
      try {
        const [row] = await database.sql.query<{ version: string | null }>(
          'SELECT max(version) AS version FROM schema_migrations',
        );
        applied = row?.version ?? null;
      } catch (error) {
        // No table at all is "not migrated"; anything else is an unreachable database.
        const missing = (error as { code?: string }).code === '42P01';
        return { ready: false, reason: missing ? 'migrations' : 'database', expected: shipped };
      }
      if (applied === null || applied < shipped) {
        return { ready: false, reason: 'migrations', expected: shipped, applied };
      }
      return { ready: true, expected: shipped, applied };
    },
  };
  return readiness;
}
