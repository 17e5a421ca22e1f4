import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';

import {
  BANKID_RP_PATHS,
  BANKID_TEST_PATHS,
  bankIdTestBodySchema,
  rpAuthRequestSchema,
  rpOrderRequestSchema,
} from '@klubb/contracts';

import { noContent } from '../http/no-content';
import { describeIssues } from '../http/parse-input';

import type { OrderBook } from './order-book';
import { invalidParameters, RpError } from './rp-error';
import {
  checkRpFields,
  RP_PHONE_AUTH_PATH,
  RP_SIGN_PATH,
  rpPhoneAuthRequestSchema,
  rpSignRequestSchema,
} from './rp-fields';

/** A body by its schema; a mismatch is BankID's invalidParameters. */
function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalidParameters(describeIssues(result.error.issues));
  return result.data;
}

/** BankID's error shape for everything in a scope, its 415 for a body that is not JSON. */
function useRpErrors(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    // BankID takes exactly `application/json`, without a charset parameter (PROTOCOLS.md §3.1).
    if (request.headers['content-type'] !== 'application/json') {
      throw new RpError(415, 'unsupportedMediaType', 'Content-Type must be application/json');
    }
  });
  scope.setErrorHandler((error, request, reply) => {
    let rp = error instanceof RpError ? error : null;
    const code = (error as FastifyError).code;
    if (!rp && code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      rp = new RpError(415, 'unsupportedMediaType', 'Content-Type must be application/json');
    } else if (!rp && typeof (error as FastifyError).statusCode === 'number') {
      const status = (error as FastifyError).statusCode ?? 500;
      if (status < 500) rp = invalidParameters((error as Error).message);
    }
    if (!rp) {
      request.log.error({ err: error }, 'BankID stand-in call failed');
      rp = new RpError(500, 'internalError', 'Internal error');
    }
    return reply.status(rp.status).send(rp.toBody());
  });
}

/**
 * The RP API v6.0 stand-in: /auth, /sign, /phone/auth, /collect, /cancel (PROTOCOLS.md
 * §3.2–§3.5), every field checked as BankID's documentation says (rp-fields.ts).
 */
export const rpRoutes: FastifyPluginAsync<{ book: OrderBook }> = async (app, { book }) => {
  useRpErrors(app);
  app.post(BANKID_RP_PATHS.auth, async (request) => {
    const body = parse(rpAuthRequestSchema, request.body);
    checkRpFields(body);
    return book.auth(body);
  });
  app.post(RP_SIGN_PATH, async (request) => {
    const body = parse(rpSignRequestSchema, request.body);
    checkRpFields(body);
    return book.signOrder(body);
  });
  app.post(RP_PHONE_AUTH_PATH, async (request) => {
    const body = parse(rpPhoneAuthRequestSchema, request.body);
    checkRpFields(body);
    return book.phoneAuth(body);
  });
  // Calls of the RP API the stand-in does not make (/payment, /phone/sign): BankID's 404.
  app.all('/rp/v6.0/*', async (request) => {
    throw new RpError(404, 'notFound', `No such method: ${request.url.split('?')[0]}`);
  });
  app.post(BANKID_RP_PATHS.collect, async (request) =>
    book.collect(parse(rpOrderRequestSchema, request.body).orderRef),
  );
  app.post(BANKID_RP_PATHS.cancel, async (request) => {
    book.cancel(parse(rpOrderRequestSchema, request.body).orderRef);
    return {};
  });
};

/**
 * The test control (outside production only): what the member's phone does with an order,
 * found by the QR data it read (`data-qr` on the sign-in page's QR code) or its autostart token.
 * `scan` opens it in the app, `sign` completes it as the personal number, `cancel` cancels it.
 */
export const testControlRoutes: FastifyPluginAsync<{ book: OrderBook }> = async (app, { book }) => {
  useRpErrors(app);
  const handleOf = (body: {
    qrData?: string | undefined;
    autoStartToken?: string | undefined;
  }) => ({
    qrData: body.qrData,
    autoStartToken: body.autoStartToken,
  });
  app.post(BANKID_TEST_PATHS.scan, async (request, reply) => {
    book.scan(handleOf(parse(bankIdTestBodySchema, request.body)));
    return noContent(reply);
  });
  app.post(BANKID_TEST_PATHS.sign, async (request, reply) => {
    const body = parse(bankIdTestBodySchema, request.body);
    if (!body.personalNumber) throw invalidParameters('personalNumber: required to sign');
    book.sign(handleOf(body), {
      personalNumber: body.personalNumber,
      givenName: body.givenName,
      surname: body.surname,
    });
    return noContent(reply);
  });
  app.post(BANKID_TEST_PATHS.cancel, async (request, reply) => {
    book.cancelOnPhone(handleOf(parse(bankIdTestBodySchema, request.body)));
    return noContent(reply);
  });
};
