/**
 * The state of a paged list (spec §4 "Feed paging"), as pure functions: the first page, then more
 * while the last page was full; a page shorter than the page size ends the list; a lock (`loading`)
 * so no page is asked for twice; a new key (type, category or search text) starts again at 0.
 */
export interface PagingState<T> {
  /** What is being paged: the feed's type and category, or the search text. */
  key: string;
  items: ReadonlyArray<T>;
  /** The offset (counted in items) of the page to ask for next. */
  nextOffset: number;
  /** False once a page came back shorter than the page size. */
  hasMore: boolean;
  /** The lock: true while a page is on its way. */
  loading: boolean;
  /** The last page failed; nothing more loads on its own until a retry or a new key. */
  failed: boolean;
}

/** The part of the state worth keeping across a reload: what the feed cache stores. */
export type PagingSnapshot<T> = Pick<PagingState<T>, 'key' | 'items' | 'nextOffset' | 'hasMore'>;

export interface PageResult<T> {
  key: string;
  offset: number;
  page: ReadonlyArray<T>;
  pageSize: number;
}

export function initialPaging<T>(key: string): PagingState<T> {
  return { key, items: [], nextOffset: 0, hasMore: true, loading: false, failed: false };
}

export function fromSnapshot<T>(snapshot: PagingSnapshot<T>): PagingState<T> {
  return { ...snapshot, loading: false, failed: false };
}

export function toSnapshot<T>({ key, items, nextOffset, hasMore }: PagingState<T>) {
  return { key, items, nextOffset, hasMore } satisfies PagingSnapshot<T>;
}

/**
 * The snapshot cut to its first `maxItems` items, going on from there: what is worth storing of a
 * long list (a reload starts at the top, and the rest loads again as the member scrolls).
 */
export function limitSnapshot<T>(snapshot: PagingSnapshot<T>, maxItems: number): PagingSnapshot<T> {
  if (snapshot.items.length <= maxItems) return snapshot;
  return {
    ...snapshot,
    items: snapshot.items.slice(0, maxItems),
    nextOffset: maxItems,
    hasMore: true,
  };
}

/**
 * Starts over for a new key at offset 0. `keepItems` leaves the current items showing until the
 * new first page replaces them (search: the previous results stay while the next ones load).
 */
export function resetPaging<T>(
  state: PagingState<T>,
  key: string,
  { keepItems = false } = {},
): PagingState<T> {
  return { ...initialPaging<T>(key), items: keepItems ? state.items : [] };
}

/** Takes the lock for the next page; null when a page is already on its way, or none is left. */
export function beginLoad<T>(state: PagingState<T>): PagingState<T> | null {
  if (state.loading || !state.hasMore || state.failed) return null;
  return { ...state, loading: true };
}

/** Lets a failed list try its next page again. */
export function clearFailure<T>(state: PagingState<T>): PagingState<T> {
  return state.failed ? { ...state, failed: false } : state;
}

const isCurrent = <T>(state: PagingState<T>, key: string, offset: number) =>
  state.loading && state.key === key && state.nextOffset === offset;

/**
 * A page arrived. One asked for under another key or offset is stale and changes nothing. The
 * first page replaces the items; later ones append, skipping ids already shown (offers published
 * between two pages shift the offsets by one).
 */
export function completeLoad<T extends { id: string }>(
  state: PagingState<T>,
  { key, offset, page, pageSize }: PageResult<T>,
): PagingState<T> {
  if (!isCurrent(state, key, offset)) return state;
  let items: ReadonlyArray<T> = page;
  if (offset > 0) {
    const seen = new Set(state.items.map((item) => item.id));
    items = [...state.items, ...page.filter((item) => !seen.has(item.id))];
  }
  return {
    key,
    items,
    nextOffset: offset + page.length,
    hasMore: page.length >= pageSize,
    loading: false,
    failed: false,
  };
}

/** A page failed: the lock opens, the items stay, and the list waits for a retry. */
export function failLoad<T>(
  state: PagingState<T>,
  { key, offset }: Pick<PageResult<T>, 'key' | 'offset'>,
): PagingState<T> {
  if (!isCurrent(state, key, offset)) return state;
  return { ...state, loading: false, failed: true };
}
