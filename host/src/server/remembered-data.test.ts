import { dehydrate, QueryClient } from '@tanstack/react-query';

import { createRememberedData } from './remembered-data';

/** A client whose query `key` has `data`, answered at 1 000 ms, as a render's fetch leaves it. */
function clientWith(key: string, data: unknown): QueryClient {
  const client = new QueryClient();
  client.setQueryData([key], data, { updatedAt: 1_000 });
  return client;
}

describe('createRememberedData', () => {
  test("a render within the time starts from the last render's data, a copy of its own", () => {
    let now = 1_000;
    const remembered = createRememberedData(() => now);
    const feed = { offers: [{ id: 'o1' }] };
    remembered.keep('a /', dehydrate(clientWith('feed', feed)), 2_000);
    now += 1_999;
    const next = new QueryClient();
    expect(remembered.restore('a /', next, 2_000)).toBe(true);
    const restored = next.getQueryData<typeof feed>(['feed']);
    expect(restored).toEqual(feed);
    // Not the kept object: one render changing its data cannot reach another's.
    expect(restored).not.toBe(feed);
    expect(next.getQueryState(['feed'])?.dataUpdatedAt).toBe(1_000);
  });

  test('nothing from another page, past the time, or with no time', () => {
    let now = 1_000;
    const remembered = createRememberedData(() => now);
    remembered.keep('a /', dehydrate(clientWith('feed', 1)), 2_000);
    expect(remembered.restore('b /', new QueryClient(), 2_000)).toBe(false);
    expect(remembered.restore('a /live', new QueryClient(), 2_000)).toBe(false);
    expect(remembered.restore('a /', new QueryClient(), 0)).toBe(false);
    now += 2_000;
    const late = new QueryClient();
    expect(remembered.restore('a /', late, 2_000)).toBe(false);
    expect(late.getQueryCache().getAll()).toHaveLength(0);
  });

  test('keeps nothing with no time', () => {
    const remembered = createRememberedData(() => 0);
    remembered.keep('a /', dehydrate(clientWith('feed', 1)), 0);
    expect(remembered.restore('a /', new QueryClient(), 2_000)).toBe(false);
  });
});
