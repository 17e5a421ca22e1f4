import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import {
  etagOf,
  matchesIfNoneMatch,
  pickEncoding,
  type AnswerEncoding,
  type CachedAnswer,
} from '../services/public-answer-cache';

const SHARED_MAX_AGE_S = 30;
const STALE_WHILE_REVALIDATE_S = 30;

export const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * A public answer's Cache-Control at `now`: a browser keeps it until it expires, a shared cache
 * up to 30 s and stale up to 30 s more, and neither past the brand's next offer change.
 */
export function cacheControlOf(answer: CachedAnswer, now: number): string {
  const untilChange =
    answer.changesAt === null ? Infinity : Math.floor((answer.changesAt - now) / 1000);
  const maxAge = Math.max(0, Math.min(Math.ceil((answer.expiresAt - now) / 1000), untilChange));
  const shared = Math.max(0, Math.min(SHARED_MAX_AGE_S, untilChange));
  const stale = Math.max(0, Math.min(STALE_WHILE_REVALIDATE_S, untilChange - shared));
  return `public, max-age=${maxAge}, s-maxage=${shared}, stale-while-revalidate=${stale}`;
}

/**
 * The headers of a public answer, a miss's or a hit's, and the variant they name for this request;
 * the body (or 304) is the caller's.
 */
export function answerHeadersOf(
  acceptEncoding: string | undefined,
  answer: CachedAnswer,
  now: number,
): { encoding: AnswerEncoding; headers: OutgoingHttpHeaders } {
  const encoding = pickEncoding(answer, acceptEncoding);
  const headers: OutgoingHttpHeaders = {
    'content-type': answer.contentType,
    'cache-control': cacheControlOf(answer, now),
    etag: etagOf(answer, encoding),
    // The brand comes from Origin / X-App-Url and member calls differ: a shared cache must key on them.
    vary: 'Origin, X-App-Url, Authorization, Accept-Encoding',
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { encoding, headers };
}

/**
 * Writes a hit as it is: status, headers and the chosen variant's bytes, nothing else runs.
 * `allowOrigin`: whether the CORS rules let the request's Origin read it; `closing`: the server
 * is draining, so the connection closes after it.
 */
export function writeHit(
  headersIn: IncomingHttpHeaders,
  response: ServerResponse,
  answer: CachedAnswer,
  { allowOrigin, closing, now }: { allowOrigin: boolean; closing: boolean; now: number },
) {
  const { encoding, headers } = answerHeadersOf(headersIn['accept-encoding'], answer, now);
  headers['x-content-type-options'] = 'nosniff';
  headers['x-cache'] = 'hit';
  const origin = firstHeader(headersIn.origin);
  if (origin && allowOrigin) headers['access-control-allow-origin'] = origin;
  if (closing) headers.connection = 'close';
  if (matchesIfNoneMatch(answer, headersIn['if-none-match'])) {
    response.writeHead(304, headers).end();
    return;
  }
  const body = answer.bodies[encoding] ?? answer.bodies.identity;
  headers['content-length'] = body.length;
  response.writeHead(200, headers).end(body);
}
