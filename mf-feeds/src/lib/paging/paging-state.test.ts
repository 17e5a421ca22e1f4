import {
  beginLoad,
  completeLoad,
  failLoad,
  initialPaging,
  limitSnapshot,
  resetPaging,
  type PagingState,
} from './paging-state';

const PAGE = 3;
const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `o${from + index}` }));

function loaded(state: PagingState<{ id: string }>, page: ReadonlyArray<{ id: string }>) {
  const locked = beginLoad(state);
  if (!locked) throw new Error('the lock was taken');
  return completeLoad(locked, { key: state.key, offset: state.nextOffset, page, pageSize: PAGE });
}

describe('paging state', () => {
  it('asks for 0, then the next offset while pages are full, and stops after a short page', () => {
    let state = initialPaging<{ id: string }>('mixed');
    expect(state.nextOffset).toBe(0);
    state = loaded(state, items(0, 3));
    expect(state).toMatchObject({ nextOffset: 3, hasMore: true, loading: false });
    state = loaded(state, items(3, 3));
    state = loaded(state, items(6, 2));
    expect(state.items).toHaveLength(8);
    expect(state).toMatchObject({ nextOffset: 8, hasMore: false });
    expect(beginLoad(state)).toBeNull();
  });

  it('ends an empty list at once', () => {
    const state = loaded(initialPaging('live'), []);
    expect(state).toMatchObject({ items: [], hasMore: false });
  });

  it('holds a lock: no second page while one is on its way', () => {
    const locked = beginLoad(initialPaging('mixed'));
    expect(locked?.loading).toBe(true);
    expect(beginLoad(locked!)).toBeNull();
  });

  it('ignores a page asked for under another key or offset', () => {
    const locked = beginLoad(initialPaging<{ id: string }>('benefit'))!;
    const stale = completeLoad(locked, {
      key: 'benefit|resor',
      offset: 0,
      page: items(0, 3),
      pageSize: PAGE,
    });
    expect(stale).toBe(locked);
    expect(completeLoad(locked, { key: 'benefit', offset: 3, page: [], pageSize: PAGE })).toBe(
      locked,
    );
  });

  it('skips ids already shown when offsets shift between pages', () => {
    let state = loaded(initialPaging('mixed'), items(0, 3));
    state = loaded(state, items(2, 3));
    expect(state.items.map((item) => item.id)).toEqual(['o0', 'o1', 'o2', 'o3', 'o4']);
    expect(state.nextOffset).toBe(6);
  });

  it('resets the offset for a new key, dropping or keeping the items', () => {
    const state = loaded(loaded(initialPaging('benefit'), items(0, 3)), items(3, 3));
    expect(resetPaging(state, 'benefit|resor')).toEqual(initialPaging('benefit|resor'));
    const kept = resetPaging(state, 'query b', { keepItems: true });
    expect(kept).toMatchObject({ key: 'query b', nextOffset: 0, hasMore: true });
    expect(kept.items).toBe(state.items);
    const replaced = loaded(kept, items(100, 1));
    expect(replaced.items).toEqual([{ id: 'o100' }]);
  });

  it('keeps the items and opens the lock after a failure, and waits for a retry', () => {
    const state = loaded(initialPaging('mixed'), items(0, 3));
    const failed = failLoad(beginLoad(state)!, { key: 'mixed', offset: 3 });
    expect(failed).toMatchObject({ loading: false, failed: true, items: state.items });
    expect(beginLoad(failed)).toBeNull();
  });
});

describe('limitSnapshot', () => {
  it('keeps a short list whole, and cuts a long one to go on from its last kept item', () => {
    const snapshot = { key: 'mixed|', items: items(0, 5), nextOffset: 5, hasMore: false };
    expect(limitSnapshot(snapshot, 5)).toBe(snapshot);
    expect(limitSnapshot(snapshot, 3)).toEqual({
      key: 'mixed|',
      items: items(0, 3),
      nextOffset: 3,
      hasMore: true,
    });
  });
});
