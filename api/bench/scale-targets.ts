import type { AutocannonOptions } from 'autocannon';

/** What the scale bench's server prints once it serves (bench/scale-server.ts). */
export interface ScaleReady {
  apiPort: number;
  token: string;
  /** The offer the app's last feed page comes after, and that page's offset. */
  lastFeedAfter: string;
  lastFeedOffset: number;
  /** The order the last page of the member's history comes after. */
  lastOrdersAfter: string;
  offers: number;
  /** The `application_name` of its PostgreSQL connections: its backends' CPU is read by it. */
  applicationName: string;
}

/**
 * The endpoints the scale bench measures (issue 38's table): the feed's first and last page, the
 * search, the order history, uncached (a member's token: the public cache never answers it),
 * cached (a visitor) and as the SDK sends them for a signed-in member (no token on public calls).
 */
export function scaleTargets(ready: ScaleReady): Array<[string, AutocannonOptions]> {
  const api = `http://127.0.0.1:${ready.apiPort}`;
  const visitor = { origin: 'http://localhost:3000', 'accept-encoding': 'gzip, deflate, br' };
  const member = { ...visitor, authorization: `Bearer ${ready.token}` };
  const last = `offset=${ready.lastFeedOffset}&after=${encodeURIComponent(ready.lastFeedAfter)}`;
  const feed = `${api}/v1/get_list/offer`;
  return [
    ['feed page 1, uncached', { url: `${feed}?offset=0`, headers: member }],
    ['feed page 1, cached (visitor)', { url: `${feed}?offset=0`, headers: visitor }],
    [
      "signed-in member's feed page 1 (the SDK: no token)",
      { url: `${feed}?offset=0`, headers: visitor },
    ],
    ['feed last page by cursor, uncached', { url: `${feed}?${last}`, headers: member }],
    ['feed last page by cursor, cached (visitor)', { url: `${feed}?${last}`, headers: visitor }],
    [
      "feed last page (offset only, the spec's paging), uncached",
      { url: `${feed}?offset=${ready.lastFeedOffset}`, headers: member },
    ],
    ['type feed page 1, uncached', { url: `${feed}?type=benefit&offset=0`, headers: member }],
    [
      'search "medlem", uncached (POST)',
      {
        url: `${api}/v1/search/offer`,
        method: 'POST',
        headers: { ...member, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'medlem' }),
      },
    ],
    [
      'search "rabatt", uncached (POST)',
      {
        url: `${api}/v1/search/offer`,
        method: 'POST',
        headers: { ...member, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'rabatt' }),
      },
    ],
    [
      'search "medlem", cached (GET)',
      { url: `${api}/v1/search/offer?query=medlem`, headers: visitor },
    ],
    ['order history page 1 (member)', { url: `${api}/v1/get_list/order_history`, headers: member }],
    [
      'order history last page (member)',
      {
        url: `${api}/v1/get_list/order_history?after=${encodeURIComponent(ready.lastOrdersAfter)}`,
        headers: member,
      },
    ],
  ];
}
