import { useSyncExternalStore } from 'react';

import type { Pager } from '../lib/paging/pager';
import type { PagingState } from '../lib/paging/paging-state';

/** The pager's state, re-rendering on each change. */
export function usePagerState<P, T>(pager: Pager<P, T>): PagingState<T> {
  return useSyncExternalStore(pager.subscribe, pager.getState, pager.getState);
}
