import type { FastifyInstance, FastifyRequest } from 'fastify';

import { describeInputProblem, ERROR_CODES, findInputProblem } from '@klubb/contracts';

import { ApiError } from '../http/api-error';

/**
 * Refuses, for every route (the product's and the stand-ins'), a path parameter, query or body that
 * holds text no database column can take or is nested absurdly deep: 400 before any handler runs.
 * Scopes with their own error shape (identity, BankID) answer it in theirs, as a 4xx.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(value);
      if (problem) {
        throw new ApiError(
          400,
          ERROR_CODES.validation,
          `Invalid ${part}: ${describeInputProblem(problem)}`,
        );
      }
    }
  });
}
