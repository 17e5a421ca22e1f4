import { useEffect, useState } from 'react';

import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, type OfferFeedItem } from '@klubb/contracts';
import { useRuntime, type KlubbRuntime } from '@klubb/runtime';

import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePagerState } from '../../../hooks/use-pager-state';
import { createPager } from '../../../lib/paging/pager';

const createSearchPager = (runtime: KlubbRuntime) =>
  createPager<string, OfferFeedItem>({
    pageSize: SEARCH_PAGE_SIZE,
    keyOf: (query) => query,
    fetchPage: (query, offset, signal) => runtime.api.searchOffers(query, offset, signal),
    // Search errors are ignored (spec §8): the previous results stay until new ones arrive.
    keepItemsOnReset: true,
  });

/**
 * Offer search: the text as typed, searched 550 ms after the typing stops (or at once on submit),
 * paged 30 at a time like the feeds. An empty box searches nothing.
 */
export function useOfferSearch() {
  const [text, setText] = useState('');
  const [settled, flush] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Emptying the box clears at once; only a search waits for the typing to stop.
  const query = text.trim() === '' ? '' : settled;
  const runtime = useRuntime();
  const [pager] = useState(() => createSearchPager(runtime));
  useEffect(() => {
    if (query) {
      pager.setParams(query);
      // The length only: what members search for is theirs.
      runtime.analytics.track('search', 'interaction', { queryLength: query.length });
    } else pager.clear();
  }, [runtime, pager, query]);
  useEffect(() => () => pager.abort(), [pager]);
  return {
    text,
    setText,
    submit: flush,
    query,
    state: usePagerState(pager),
    loadMore: pager.loadMore,
    retry: pager.retry,
  };
}
