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

const wantedOf = (client: QueryClient) => client.getQueryCache().getAll().filter(wantsData);

/** What a render with its data ended with: the page's render, or why there is none. */
type PrefetchedRender<T> = { status: 'ready'; rendered: T } | { status: 'failed' | 'late' };

/** The render's passes: the pre-pass that only builds the queries, the page's own render. */
interface RenderPasses<T> {
  /**
   * A string render whose output is thrown away: it only builds the queries the tree asks for.
   * None when the client already holds the page's data (remembered-data.ts): the page's render
   * goes first, and fetches only what it still asks for.
   */
  gather?: () => void;
  /** The page's render, with the data fetched so far. */
  render: () => T | Promise<T>;
  /** Throws away a page's render that asked for more data (a dependent query). */
  discard?: (rendered: T) => void;
}

const MAX_PASSES = 4;

/** Fetches the queries the last pass asked for: 'fetched' (or none wanted), or why not. */
async function fetchWanted(
  client: QueryClient,
  deadline: number,
  now: () => number,
): Promise<'fetched' | 'failed' | 'late'> {
  const wanted = wantedOf(client);
  if (wanted.length === 0) return 'fetched';
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
  return outcome;
}

/**
 * The page rendered with its data: the pre-pass (`gather`) builds the queries the tree asks for,
 * they are fetched, and the page's own render (`render`) runs with their answers. When that render
 * asks for queries still without data (a page whose second query needs the first's answer), it is
 * discarded, those are fetched and the page rendered again, until one asks for nothing more, a
 * query fails, or `deadline` passes. The page's own query functions run, so the server needs no
 * knowledge of the page; and the tree is rendered twice in all (not three times: the render that
 * used to check that nothing more was wanted is now the page's own).
 */
export async function renderWithData<T>(
  client: QueryClient,
  { gather = () => {}, render, discard = () => {} }: RenderPasses<T>,
  deadline: number,
  now: () => number = Date.now,
): Promise<PrefetchedRender<T>> {
  gather();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const outcome = await fetchWanted(client, deadline, now);
    if (outcome !== 'fetched') return { status: outcome };
    const rendered = await render();
    if (wantedOf(client).length === 0) return { status: 'ready', rendered };
    discard(rendered);
  }
  return { status: 'late' };
}
