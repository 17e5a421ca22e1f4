import {
  beginLoad,
  clearFailure,
  completeLoad,
  failLoad,
  fromSnapshot,
  initialPaging,
  resetPaging,
  toSnapshot,
  type PagingSnapshot,
  type PagingState,
} from './paging-state';

export interface PagerOptions<P, T> {
  pageSize: number;
  /** What makes two parameter sets the same list; a new key starts again at offset 0. */
  keyOf: (params: P) => string;
  /**
   * One page from `offset`; `last` is the list's last item so far (none for the first page), for
   * an API that pages by keyset after it (issue 38).
   */
  fetchPage: (
    params: P,
    offset: number,
    signal: AbortSignal,
    last?: T,
  ) => Promise<ReadonlyArray<T>>;
  /** A page after the first is asked for (the interaction log's extendOfferFeedList). */
  onExtend?: (params: P, offset: number) => void;
  /** A page arrived; the state as worth keeping (the persistent feed cache). */
  onPage?: (params: P, snapshot: PagingSnapshot<T>) => void;
  /** Keep the items showing while a new key's first page loads (search). */
  keepItemsOnReset?: boolean;
}

export interface Pager<P, T> {
  getState: () => PagingState<T>;
  subscribe: (listener: () => void) => () => void;
  /**
   * Pages the list for `params`: from a snapshot of the same key when one is given (no request),
   * else from offset 0. The same key again changes nothing, beyond loading a missing first page.
   */
  setParams: (params: P, snapshot?: PagingSnapshot<T> | null) => void;
  /** Forgets the list (an emptied search box). */
  clear: () => void;
  /**
   * Asks for the first page again, the items showing until it replaces them (a list kept past
   * its lifetime); false without params or when no page could be asked for.
   */
  refresh: () => boolean;
  /** Asks for the next page unless one is on its way or none is left; true when it asked. */
  loadMore: () => boolean;
  retry: () => boolean;
  /** Drops the page on its way, if any (the list's page unmounts). */
  abort: () => void;
}

/**
 * A paged list's imperative shell around the pure paging state: it calls the API, holds the lock,
 * aborts a page that a new key makes stale, and tells subscribers (useSyncExternalStore).
 */
export function createPager<P, T extends { id: string }>(options: PagerOptions<P, T>): Pager<P, T> {
  let params: P | null = null;
  // Before the first params, and after clear: no key, nothing loaded, nothing to ask for yet.
  let state: PagingState<T> = initialPaging<T>('');
  let controller: AbortController | null = null;
  const listeners = new Set<() => void>();

  const set = (next: PagingState<T>) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const abort = () => {
    controller?.abort();
    controller = null;
    if (state.loading) set({ ...state, loading: false });
  };

  const loadMore = (): boolean => {
    if (params === null) return false;
    const next = beginLoad(state);
    if (!next) return false;
    const requested = params;
    const { key, nextOffset: offset } = next;
    set(next);
    if (offset > 0) options.onExtend?.(requested, offset);
    const own = new AbortController();
    controller = own;
    const last = offset > 0 ? next.items.at(-1) : undefined;
    options.fetchPage(requested, offset, own.signal, last).then(
      (page) => {
        if (own.signal.aborted) return;
        const after = completeLoad(state, { key, offset, page, pageSize: options.pageSize });
        if (after === state) return;
        set(after);
        options.onPage?.(requested, toSnapshot(after));
      },
      () => {
        if (!own.signal.aborted) set(failLoad(state, { key, offset }));
      },
    );
    return true;
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setParams: (nextParams, snapshot) => {
      const key = options.keyOf(nextParams);
      const sameList = params !== null && key === state.key;
      params = nextParams;
      if (sameList) {
        if (state.items.length === 0) loadMore();
        return;
      }
      abort();
      if (snapshot && snapshot.key === key) {
        set(fromSnapshot(snapshot));
        return;
      }
      set(resetPaging(state, key, { keepItems: options.keepItemsOnReset }));
      loadMore();
    },
    clear: () => {
      abort();
      params = null;
      set(initialPaging<T>(''));
    },
    refresh: () => {
      if (params === null) return false;
      abort();
      set(resetPaging(state, state.key, { keepItems: true }));
      return loadMore();
    },
    loadMore,
    retry: () => {
      set(clearFailure(state));
      return loadMore();
    },
    abort,
  };
}
