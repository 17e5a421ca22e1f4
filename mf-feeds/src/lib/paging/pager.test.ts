import { createPager, type PagerOptions } from './pager';

interface Params {
  type: string;
  categoryId: string | null;
}
type Item = { id: string };

const PAGE = 30;
const LATENCY = 200;

/** A fake page source: `total` offers per key, answering after LATENCY ms of (fake) time. */
function source(total: Record<string, number>) {
  const requests: Array<{ key: string; offset: number }> = [];
  const fetchPage = jest.fn(
    (params: Params, offset: number, signal: AbortSignal, _last?: Item) =>
      new Promise<Item[]>((resolve, reject) => {
        const key = `${params.type}|${params.categoryId ?? ''}`;
        requests.push({ key, offset });
        const count = Math.max(0, Math.min(PAGE, (total[key] ?? 0) - offset));
        const timer = setTimeout(
          () => resolve(Array.from({ length: count }, (_, i) => ({ id: `${key}:${offset + i}` }))),
          LATENCY,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  return { requests, fetchPage };
}

function pagerFor(total: Record<string, number>, extra: Partial<PagerOptions<Params, Item>> = {}) {
  const { requests, fetchPage } = source(total);
  const pager = createPager<Params, Item>({
    pageSize: PAGE,
    keyOf: (p) => `${p.type}|${p.categoryId ?? ''}`,
    fetchPage,
    ...extra,
  });
  return { pager, requests, fetchPage };
}

async function settle() {
  await jest.advanceTimersByTimeAsync(LATENCY);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the pager', () => {
  it('refreshes a list from its first page, showing the old items until the answer replaces them', async () => {
    const { pager, requests } = pagerFor({ 'live|': 45 });
    const old = [{ id: 'old:0' }, { id: 'old:1' }];
    pager.setParams(
      { type: 'live', categoryId: null },
      { key: 'live|', items: old, nextOffset: 30, hasMore: true },
    );
    expect(requests).toEqual([]);
    expect(pager.refresh()).toBe(true);
    expect(pager.getState()).toMatchObject({ items: old, loading: true });
    await settle();
    expect(requests).toEqual([{ key: 'live|', offset: 0 }]);
    expect(pager.getState().items.map((item) => item.id)).toEqual(
      Array.from({ length: 30 }, (_, i) => `live|:${i}`),
    );
    expect(pager.getState()).toMatchObject({ nextOffset: 30, hasMore: true, loading: false });
  });

  it('has nothing to refresh before it has params', () => {
    const { pager, requests } = pagerFor({});
    expect(pager.refresh()).toBe(false);
    expect(requests).toEqual([]);
  });

  it('loads the first page, then one page per call while pages are full, and stops', async () => {
    const { pager, requests } = pagerFor({ 'benefit|': 75 });
    pager.setParams({ type: 'benefit', categoryId: null });
    await settle();
    expect(pager.getState().items).toHaveLength(30);
    pager.loadMore();
    await settle();
    pager.loadMore();
    await settle();
    expect(pager.getState()).toMatchObject({ nextOffset: 75, hasMore: false });
    expect(pager.loadMore()).toBe(false);
    await settle();
    expect(requests.map((r) => r.offset)).toEqual([0, 30, 60]);
  });

  it('hands each later page the last item shown, for keyset paging (issue 38)', async () => {
    const { pager, fetchPage } = pagerFor({ 'benefit|': 75 });
    pager.setParams({ type: 'benefit', categoryId: null });
    await settle();
    pager.loadMore();
    await settle();
    pager.loadMore();
    await settle();
    expect(fetchPage.mock.calls.map((call) => [call[1], call[3]])).toEqual([
      [0, undefined],
      [30, { id: 'benefit|:29' }],
      [60, { id: 'benefit|:59' }],
    ]);
  });

  it('never asks for a page twice: calls while one is on its way are refused', async () => {
    const { pager, requests } = pagerFor({ 'live|': 100 });
    pager.setParams({ type: 'live', categoryId: null });
    expect(pager.loadMore()).toBe(false);
    await settle();
    expect(pager.loadMore()).toBe(true);
    expect(pager.loadMore()).toBe(false);
    expect(pager.loadMore()).toBe(false);
    await settle();
    expect(requests.map((r) => r.offset)).toEqual([0, 30]);
    expect(pager.getState().items).toHaveLength(60);
  });

  it('resets the offset when the category changes, and drops the stale page', async () => {
    const { pager, requests } = pagerFor({ 'benefit|': 90, 'benefit|resor': 10 });
    pager.setParams({ type: 'benefit', categoryId: null });
    await settle();
    pager.loadMore(); // offset 30 on its way …
    pager.setParams({ type: 'benefit', categoryId: 'resor' }); // … when the filter changes
    expect(pager.getState()).toMatchObject({ key: 'benefit|resor', items: [], nextOffset: 0 });
    await settle();
    expect(requests).toEqual([
      { key: 'benefit|', offset: 0 },
      { key: 'benefit|', offset: 30 },
      { key: 'benefit|resor', offset: 0 },
    ]);
    expect(pager.getState()).toMatchObject({ nextOffset: 10, hasMore: false });
    expect(pager.getState().items.every((item) => item.id.startsWith('benefit|resor'))).toBe(true);
  });

  it('resets the offset when the type changes', async () => {
    const { pager, requests } = pagerFor({ 'benefit|': 60, 'live|': 60 });
    pager.setParams({ type: 'benefit', categoryId: null });
    await settle();
    pager.loadMore();
    await settle();
    pager.setParams({ type: 'live', categoryId: null });
    await settle();
    expect(requests.at(-1)).toEqual({ key: 'live|', offset: 0 });
  });

  it('starts from a snapshot of the same key without a request', async () => {
    const { pager, requests } = pagerFor({ 'editorial|': 90 });
    const snapshot = {
      key: 'editorial|',
      items: [{ id: 'a' }, { id: 'b' }],
      nextOffset: 30,
      hasMore: true,
    };
    pager.setParams({ type: 'editorial', categoryId: null }, snapshot);
    await settle();
    expect(requests).toEqual([]);
    expect(pager.getState().items).toEqual(snapshot.items);
    pager.loadMore();
    await settle();
    expect(requests).toEqual([{ key: 'editorial|', offset: 30 }]);
  });

  it('ignores a snapshot of another key', async () => {
    const { pager, requests } = pagerFor({ 'editorial|': 5 });
    const snapshot = {
      key: 'editorial|resor',
      items: [{ id: 'a' }],
      nextOffset: 1,
      hasMore: false,
    };
    pager.setParams({ type: 'editorial', categoryId: null }, snapshot);
    await settle();
    expect(requests).toEqual([{ key: 'editorial|', offset: 0 }]);
  });

  it('logs every page after the first, and hands each arrived page to the cache', async () => {
    const onExtend = jest.fn();
    const onPage = jest.fn();
    const { pager } = pagerFor({ 'benefit|resor': 40 }, { onExtend, onPage });
    pager.setParams({ type: 'benefit', categoryId: 'resor' });
    await settle();
    pager.loadMore();
    await settle();
    expect(onExtend.mock.calls).toEqual([[{ type: 'benefit', categoryId: 'resor' }, 30]]);
    expect(onPage.mock.calls.map(([, snapshot]) => snapshot.nextOffset)).toEqual([30, 40]);
    expect(onPage.mock.calls[1]?.[1]).toMatchObject({ key: 'benefit|resor', hasMore: false });
  });

  it('keeps the items after a failed page, and a retry asks for the same offset', async () => {
    let fail = false;
    const { requests, fetchPage } = source({ 'mixed|': 90 });
    const pager = createPager<Params, Item>({
      pageSize: PAGE,
      keyOf: (p) => `${p.type}|${p.categoryId ?? ''}`,
      fetchPage: (params, offset, signal) =>
        fail ? Promise.reject(new Error('offline')) : fetchPage(params, offset, signal),
    });
    pager.setParams({ type: 'mixed', categoryId: null });
    await settle();
    fail = true;
    pager.loadMore();
    await settle();
    expect(pager.getState()).toMatchObject({ failed: true, loading: false });
    expect(pager.getState().items).toHaveLength(30);
    expect(pager.loadMore()).toBe(false);
    fail = false;
    expect(pager.retry()).toBe(true);
    await settle();
    expect(requests.map((r) => r.offset)).toEqual([0, 30]);
    expect(pager.getState().items).toHaveLength(60);
  });

  it('keeps the previous results showing while a new search loads, and when it fails', async () => {
    let fail = false;
    const { fetchPage } = source({ 'pizza|': 3, 'sushi|': 2 });
    const pager = createPager<Params, Item>({
      pageSize: PAGE,
      keyOf: (p) => `${p.type}|`,
      keepItemsOnReset: true,
      fetchPage: (params, offset, signal) =>
        fail ? Promise.reject(new Error('500')) : fetchPage(params, offset, signal),
    });
    pager.setParams({ type: 'pizza', categoryId: null });
    await settle();
    pager.setParams({ type: 'sushi', categoryId: null });
    expect(pager.getState().items).toHaveLength(3);
    await settle();
    expect(pager.getState().items.map((i) => i.id)).toEqual(['sushi|:0', 'sushi|:1']);
    fail = true;
    pager.setParams({ type: 'pizza', categoryId: null });
    await settle();
    expect(pager.getState().items.map((i) => i.id)).toEqual(['sushi|:0', 'sushi|:1']);
  });

  it('tells subscribers of each change, and forgets the list on clear', async () => {
    const { pager } = pagerFor({ 'live|': 1 });
    const listener = jest.fn();
    const unsubscribe = pager.subscribe(listener);
    pager.setParams({ type: 'live', categoryId: null });
    await settle();
    expect(listener).toHaveBeenCalled();
    expect(pager.getState().items).toHaveLength(1);
    pager.clear();
    expect(pager.getState()).toMatchObject({ key: '', items: [], loading: false });
    expect(pager.loadMore()).toBe(false);
    const calls = listener.mock.calls.length;
    unsubscribe();
    pager.setParams({ type: 'live', categoryId: null });
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('loads the first page again after an abort (a page unmounted and mounted again)', async () => {
    const { pager, requests } = pagerFor({ 'live|': 1 });
    pager.setParams({ type: 'live', categoryId: null });
    pager.abort();
    expect(pager.getState().loading).toBe(false);
    pager.setParams({ type: 'live', categoryId: null });
    await settle();
    expect(requests).toHaveLength(2);
    expect(pager.getState().items).toHaveLength(1);
  });
});
