import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Whether a query the render built would fetch in a browser now: no data yet, not fetching, and
 * not switched off (a member's query for a visitor). On the server nothing fetches by itself.
 */
function wantsData(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.data === undefined && query.state.fetchStatus === 'idle';
}

/** What a prefetch ended with: every wanted query answered, or why not. */
export type PrefetchResult = 'ready' | 'failed' | 'late';

const MAX_PASSES = 4;

/**
 * Renders (with `renderPass`, a string render that only builds the queries the tree asks for)
 * and fetches those queries, again and again while a render asks for new ones (a page whose
 * second query needs the first's answer), until none is wanted, one fails, or `deadline` passes.
 * The page's own query functions run, so the server needs no knowledge of the page.
 */
export async function prefetchQueries(
  client: QueryClient,
  renderPass: () => void,
  deadline: number,
  now: () => number = Date.now,
): Promise<PrefetchResult> {
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    renderPass();
    const wanted = client.getQueryCache().getAll().filter(wantsData);
    if (wanted.length === 0) return 'ready';
    const left = deadline - now();
    if (left <= 0) return 'late';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), left);
    });
    const fetched = Promise.allSettled(wanted.map((query) => query.fetch())).then((results) =>
      results.some((r) => r.status === 'rejected') ? ('failed' as const) : ('fetched' as const),
    );
    const outcome = await Promise.race([fetched, late]);
    clearTimeout(timer);
    if (outcome !== 'fetched') return outcome;
  }
  return 'late';
}
