import type { FastifyReply } from 'fastify';

/**
 * Ends a call that has nothing to answer with 204 and no body (the SDK reads it as `{}`). Handlers
 * use this instead of returning `undefined`, which Fastify would never send.
 */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.status(204).send();
}
