import { errorCodes, type FastifyInstance } from 'fastify';

/** A handler still working after this answers 503 `timeout`. */
const HANDLER_TIMEOUT_MS = 10_000;

/**
 * Every route's handler time-out (a slow handler answers 503 `timeout` after `ms`), without
 * Fastify's own `handlerTimeout` server option: that one gives every request an AbortController and,
 * when the request closes, aborts it, and an abort without a reason builds a DOMException with its
 * stack: about 5 % of an uncached feed page's or search's CPU on the API's thread (issue 38,
 * docs/perf.md "Scale"). Nothing here reads `request.signal`. Here a request gets one timer, cleared
 * when it closes. A route with a `handlerTimeout` of its own (the registry's checks) keeps Fastify's.
 * A hit of the public cache, answered by an earlier hook, never gets here.
 */
export function registerHandlerTimeout(app: FastifyInstance, ms = HANDLER_TIMEOUT_MS): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.handlerTimeout) return;
    const url = request.routeOptions.url;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      const error = new errorCodes.FST_ERR_HANDLER_TIMEOUT(ms, url);
      // Begun already (a stream): the answer cannot become an error record, so it is cut off.
      if (reply.raw.headersSent) reply.raw.destroy(error);
      else void reply.send(error);
    }, ms);
    timer.unref();
    request.raw.once('close', () => clearTimeout(timer));
  });
}
