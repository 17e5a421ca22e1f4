import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

import { apiKeyError, IdentityError, identityError } from '../../identity/identity-error';
import { PasswordHashBusyError } from '../../identity/password-hash';
import type { IdentitySettings } from '../../identity/stand-in';

const badArgument = (message: string, status = 400) =>
  new IdentityError(message, { status, statusWord: 'INVALID_ARGUMENT', reason: 'badRequest' });

/** Fastify's own request errors, said as Google's front end says them. */
function fromFastifyError(error: FastifyError): IdentityError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badArgument('Invalid JSON payload received. The body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return badArgument('Request payload size exceeds the limit.', 413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return badArgument('Invalid JSON payload received. Unsupported content type.');
    case 'FST_ERR_HANDLER_TIMEOUT':
      return new IdentityError('The service is currently unavailable.', {
        status: 503,
        statusWord: 'UNAVAILABLE',
        reason: 'backendError',
      });
    default:
      return typeof error.statusCode === 'number' && error.statusCode < 500
        ? badArgument(error.message)
        : null;
  }
}

/**
 * Gives a scope of stand-in routes Google's error shape for everything that can go wrong in it,
 * including broken JSON, unknown paths and bugs (500 without the cause), and checks the API key.
 */
export function useIdentityErrors(scope: FastifyInstance, settings: IdentitySettings): void {
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const { key } = (request.query ?? {}) as { key?: unknown };
    if (typeof key !== 'string' || key === '') throw apiKeyError(true);
    if (settings.apiKey !== undefined && key !== settings.apiKey) throw apiKeyError(false);
  });
  scope.setErrorHandler((error, request, reply) => {
    let identity = error instanceof IdentityError ? error : null;
    // The password hash queue is full: Google's answer to too many attempts.
    if (error instanceof PasswordHashBusyError)
      identity = identityError('TOO_MANY_ATTEMPTS_TRY_LATER');
    if (!identity && typeof (error as FastifyError).code === 'string') {
      identity = fromFastifyError(error as FastifyError);
    }
    if (!identity) {
      request.log.error({ err: error }, 'identity stand-in call failed');
      identity = new IdentityError('Internal error encountered.', {
        status: 500,
        statusWord: 'INTERNAL',
        reason: 'backendError',
      });
    }
    return reply.status(identity.status).send(identity.toBody());
  });
  scope.setNotFoundHandler((_request, reply) => {
    const notFound = new IdentityError('NOT_FOUND', { status: 404, statusWord: 'NOT_FOUND' });
    return reply.status(404).send(notFound.toBody());
  });
}
