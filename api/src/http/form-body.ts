import type { FastifyInstance } from 'fastify';

/**
 * Parses `application/x-www-form-urlencoded` bodies into a flat object, as the vendors' clients
 * send them (Google's token endpoint, Stripe's API, the identity SDK's refresh grant). For a
 * plugin scope: the parser holds where it is added.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
