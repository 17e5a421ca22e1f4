import type { Orm } from './database';

/**
 * A query built once per database handle and kept as a prepared statement (drizzle's `prepare`):
 * building a query with drizzle's builder costs about 0.8 ms of CPU a call, more than the query
 * itself on the hot paths every member call takes (the token's account, the member's record;
 * issue 38, docs/perf.md "2026-11-29"). Parameters go in by `sql.placeholder(name)`. A transaction
 * handle gets its own (short-lived) copy.
 */
export function preparedQuery<Query>(build: (orm: Orm) => Query): (orm: Orm) => Query {
  const byHandle = new WeakMap<Orm, Query>();
  return (orm) => {
    let query = byHandle.get(orm);
    if (query === undefined) {
      query = build(orm);
      byHandle.set(orm, query);
    }
    return query;
  };
}
