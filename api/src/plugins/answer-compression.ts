import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import type { onSendHookHandler } from 'fastify';

import { takenEncodings } from '../services/public-answer-cache';

/**
 * Brotli quality 3 for an answer compressed on every request (a member's, a cache miss): for an
 * 18 KB feed page 0.05 ms against quality 4's 0.08–0.4 ms (4 sets up a larger hasher per call), for
 * 3 % more bytes (1,910 against 1,851). The public cache's answers, compressed once, keep 4.
 */
const LIVE_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } };

/** The answers worth compressing: JSON and text (images and fonts are compressed already). */
const COMPRESSIBLE = /^(application\/(json|[\w.+-]*\+json|javascript)|text\/)/i;

/**
 * The product scope's compression of an answer the route made whole (a string or bytes): one
 * synchronous brotli (quality 3) or gzip call, before `@fastify/compress`'s route hook, which then
 * finds `Content-Encoding` set and passes it on. `@fastify/compress` turns every answer into a
 * stream and pipes it through zlib's thread pool: for a 18 KB feed page that stream machinery
 * (peek-stream, duplexify, readable-stream, a Transform) cost more CPU than the compression itself
 * (issue 38, docs/perf.md "2026-11-29"). Streams (none in the product routes today) still go through
 * `@fastify/compress`. Runs after the public cache's hook, whose answers carry their encoding.
 */
export function compressWholeAnswers(threshold: number): onSendHookHandler {
  return async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const accept = request.headers['accept-encoding'];
    if (!accept || request.headers['x-no-compression'] !== undefined) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !COMPRESSIBLE.test(type)) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    if (bytes.length < threshold) return payload;
    const taken = takenEncodings(accept);
    if (!taken.br && !taken.gzip) return payload;
    const vary = reply.getHeader('vary');
    const varies = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
    if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(varies)) {
      reply.header('vary', varies ? `${varies}, Accept-Encoding` : 'Accept-Encoding');
    }
    reply.removeHeader('content-length');
    reply.header('content-encoding', taken.br ? 'br' : 'gzip');
    return taken.br ? brotliCompressSync(bytes, LIVE_BROTLI_OPTIONS) : gzipSync(bytes);
  };
}
