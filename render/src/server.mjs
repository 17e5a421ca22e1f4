// The render service (ADR 028) on Fastify: every page of the host's origin is made here — the
// brand's first view and its route rendered by the host's render build, streamed from React's
// shell on, with the response's CSP nonce — or taken from the public page cache; every other
// request (the host's files, and on one origin /api, /media and /remotes) goes to the static
// handler of @klubb/deploy, with its rules and guards.
import { createServer } from 'node:http';
import { extname, resolve } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import {
  brotliCompressSync,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';

import Fastify from 'fastify';

import { API_PREFIX, MEDIA_PREFIX, REMOTES_PREFIX } from '@klubb/deploy/src/one-origin.mjs';
import { createHandler } from '@klubb/deploy/src/serve-handler.mjs';
import {
  acceptedEncodings,
  fileHeaders,
  htmlSecurityHeaders,
  securitySettingsFromEnv,
} from '@klubb/deploy/src/serve-rules.mjs';

import { FIRST_VIEW_OFF_HEADER, RENDER_BUDGET_HEADER } from './first-view-html.mjs';
import {
  createPageCache,
  isPublicRequest,
  pageCacheHeaders,
  pageKey,
  restamped,
} from './page-cache.mjs';
import { newNonce } from './tap-capture.mjs';

/** Says how the page was made: `hit`, `stale` (refreshed behind it), `miss`, `bypass`. */
export const PAGE_CACHE_HEADER = 'x-klubb-page-cache';

const ONE_ORIGIN_PREFIXES = [API_PREFIX, MEDIA_PREFIX, REMOTES_PREFIX].map((p) => `${p}/`);

/** Whether the request asks for a page (the host's index.html) rather than a file or the API. */
function isPageRequest(req, { spa, oneOrigin }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return false;
  }
  if (pathname === '/' || pathname === '/index.html') return true;
  if (oneOrigin && ONE_ORIGIN_PREFIXES.some((prefix) => `${pathname}/`.startsWith(prefix))) {
    return false;
  }
  return spa && !extname(pathname.split('/').pop() ?? '') && !pathname.includes('/.');
}

// Each write is flushed: the shell goes out while the rest of the route is still rendering.
// Brotli at quality 4: on the rendered feed (71 kB) 1.8 ms of CPU against quality 5's 2.9 ms, for
// 15.1 kB against 14.2 kB (issue 33, docs/perf.md session 25: a cold render's CPU is the budget).
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const COMPRESSORS = {
  br: () =>
    createBrotliCompress({
      flush: zlib.BROTLI_OPERATION_FLUSH,
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }),
  gzip: () => createGzip({ level: GZIP_LEVEL, flush: zlib.Z_SYNC_FLUSH }),
};

/** The body compressed for `encoding` (none: as it is); a failing body ends the answer. */
const encoded = (body, encoding) =>
  encoding ? pipeline(body, COMPRESSORS[encoding](), () => {}) : body;

// A whole page compressed in one call, with the same settings: a stream flushed at each part cost
// about twice the CPU for the same page (2.0-3.0 ms against 1.4 ms for the 93 kB feed; issue 33,
// docs/perf.md session 26), most of it the stream's work around the compression. On this thread,
// not the thread pool: the asynchronous call cost 1.70 ms of CPU for that page against 1.02-1.31
// ms (its stream, the pool's hop and the output's chunks; docs/perf.md session 27), and on a
// service with a process per core no core is idle to take it. The event loop waits about 1 ms,
// beside the render's own 5 ms.
const COMPRESS_WHOLE = {
  br: (buffer) =>
    brotliCompressSync(buffer, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => gzipSync(buffer, { level: GZIP_LEVEL }),
};

/** The text compressed for `encoding` at once (none: the text as it is). */
const encodedWhole = (text, encoding) =>
  encoding ? COMPRESS_WHOLE[encoding](Buffer.from(text, 'utf8')) : text;

/**
 * The whole page's text when nothing of it is left to stream (no rest, or a rest React has already
 * ended: the route's data was all there, so the page was complete at the shell), else null. The
 * rest's text is read out of it at once, which ends it.
 */
function wholeText(page) {
  if (!page.rest) return page.before + page.after;
  // A stream React writes into (render.tsx): ended once React has nothing more to write.
  if (page.rest.writableEnded !== true) return null;
  const decoder = new StringDecoder('utf8');
  let text = page.before;
  for (let chunk = page.rest.read(); chunk !== null; chunk = page.rest.read()) {
    text += typeof chunk === 'string' ? chunk : decoder.write(chunk);
  }
  return text + decoder.end() + page.after;
}

/** The page's parts in order, the streamed rest between; `collect` sees each as it goes. */
async function* partsOf(page, collect) {
  collect(page.before);
  yield page.before;
  if (page.rest) {
    // Bytes decoded across chunks: a character may be split between two.
    const decoder = new StringDecoder('utf8');
    for await (const chunk of page.rest) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      collect(text);
      yield text;
    }
    const end = decoder.end();
    collect(end);
    yield end;
  }
  collect(page.after);
  yield page.after;
}

/** The whole page's text (a refresh of the cache, which nobody waits on). */
async function textOf(page) {
  let text = '';
  for await (const part of partsOf(page, () => {})) text += part;
  return text;
}

/**
 * Creates the service (a Fastify instance, not listening yet). `prepare`: the page maker
 * (first-view-html.mjs `createFirstViewHtml`); without it, or when it answers null, the plain
 * index.html is served. `cache`: the public page cache (null: off, every page rendered).
 * `oneOrigin`: the static server's one-origin route (@klubb/deploy's one-origin-proxy.mjs).
 */
export async function createRenderService({
  dir,
  spa = true,
  prepare = null,
  cache = createPageCache(),
  oneOrigin = null,
  security = securitySettingsFromEnv(process.env),
  log = null,
}) {
  const indexPath = resolve(dir, 'index.html');
  const files = await createHandler({ dir, spa, log, security, oneOrigin });
  const app = Fastify({
    logger: false,
    // Pages to Fastify's routes, everything else to the static handler as it always answered.
    serverFactory: (pages) =>
      createServer((req, res) =>
        isPageRequest(req, { spa, oneOrigin }) ? pages(req, res) : files(req, res),
      ),
  });
  // The one-origin route's connections to the API go with the service.
  if (oneOrigin?.close) app.addHook('onClose', () => oneOrigin.close());
  const varyingHeaders = [FIRST_VIEW_OFF_HEADER, RENDER_BUDGET_HEADER];

  async function refresh(prepared, key) {
    const nonce = newNonce();
    const page = await prepared.make(nonce);
    const html = await textOf(page);
    storeMade(key, page, { html, nonce });
  }

  // A failed render's page (for the client to render) is kept as stale: the next visitors get it
  // at once while one render is tried again behind it, instead of each waiting for a render of
  // their own on a service that is already late.
  const storeMade = (key, page, made) =>
    cache.store(key, made, { stale: page.rendered === 'failed' });

  app.get('*', async (request, reply) => {
    const req = request.raw;
    const prepared = prepare
      ? await prepare(req, indexPath).catch((error) => {
          log?.(`page ${req.url}: ${error?.message ?? error}`);
          return null;
        })
      : null;
    if (!prepared) {
      // The plain index.html, as the static server sends it.
      reply.hijack();
      return files(req, reply.raw);
    }
    const isPublic = isPublicRequest(req.headers, { varyingHeaders });
    const key = isPublic && cache ? pageKey(prepared.key) : null;
    const nonce = newNonce();
    const [encoding] = acceptedEncodings(req.headers['accept-encoding']);
    reply.headers({
      ...fileHeaders('index.html'),
      ...htmlSecurityHeaders({ ...security, nonce }),
      ...pageCacheHeaders({ cacheable: isPublic }),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    const hit = key ? cache.lookup(key) : null;
    if (hit) {
      if (hit.stale) void cache.refreshing(key, () => refresh(prepared, key));
      reply.header(PAGE_CACHE_HEADER, hit.stale ? 'stale' : 'hit');
      return reply.send(encodedWhole(restamped(hit.page, nonce), encoding));
    }
    reply.header(PAGE_CACHE_HEADER, key ? 'miss' : 'bypass');
    const page = await prepared.make(nonce);
    // No body for HEAD: the render's stream is ended, so its turn is given back at once.
    if (req.method === 'HEAD') {
      page.rest?.destroy();
      return reply.send('');
    }
    // Complete at the shell (the usual case, its data prefetched): compressed at once.
    const whole = wholeText(page);
    if (whole !== null) {
      if (key) storeMade(key, page, { html: whole, nonce });
      return reply.send(encodedWhole(whole, encoding));
    }
    const parts = [];
    const body = Readable.from(
      (async function* stream() {
        yield* partsOf(page, (part) => parts.push(part));
        if (key) storeMade(key, page, { html: parts.join(''), nonce });
      })(),
    );
    return reply.send(encoded(body, encoding));
  });

  return app;
}
