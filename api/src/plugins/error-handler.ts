import type { FastifyError, FastifyInstance } from 'fastify';

import { ERROR_CODES, type ErrorRecord } from '@klubb/contracts';

import { ApiError } from '../http/api-error';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again later.';
const SHOWN_URL_LENGTH = 200;

/** Fastify's own request errors, said in the API's words. */
const FASTIFY_ERRORS: Record<string, Omit<ErrorRecord, 'status'> & { status?: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: 'The body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: 'The body is empty but the content type says JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: 'The body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Send the body as application/json',
  },
  FST_ERR_HANDLER_TIMEOUT: {
    status: 503,
    code: ERROR_CODES.timeout,
    message: 'The call took too long',
  },
};

const CODE_OF_STATUS: Record<number, string> = {
  401: ERROR_CODES.unauthorized,
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** The record a thrown value answers with. Only 4xx errors keep their message; a 5xx never shows its cause. */
export function toErrorRecord(error: unknown): ErrorRecord {
  if (error instanceof ApiError) return error.toRecord();
  if (isFastifyError(error)) {
    const status = error.statusCode ?? 500;
    const known = FASTIFY_ERRORS[error.code];
    if (known) return { status: known.status ?? status, code: known.code, message: known.message };
    if (status >= 400 && status < 500) {
      return {
        status,
        code: CODE_OF_STATUS[status] ?? ERROR_CODES.badRequest,
        message: error.message,
      };
    }
  }
  return { status: 500, code: ERROR_CODES.internal, message: GENERIC_MESSAGE };
}

/** Every failure, including unknown routes, answers an error record with its HTTP status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const record = toErrorRecord(error);
    if (record.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: record.code }, record.message);
    return reply.status(record.status).type('application/json; charset=utf-8').send(record);
  });

  app.setNotFoundHandler((request, reply) => {
    const url =
      request.url.length > SHOWN_URL_LENGTH
        ? `${request.url.slice(0, SHOWN_URL_LENGTH)}…`
        : request.url;
    const record: ErrorRecord = {
      status: 404,
      code: ERROR_CODES.routeNotFound,
      message: `No route for ${request.method} ${url}`,
    };
    return reply.status(404).type('application/json; charset=utf-8').send(record);
  });
}
