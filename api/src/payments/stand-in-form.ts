import type { FastifyRequest } from 'fastify';

import { invalidRequest, StripeError } from './stripe-error';

/** The stand-in's secret key: what a server presents as `Authorization: Bearer …`. */
export const STAND_IN_SECRET_KEY = 'sk_test_local_klubb';

export type Form = Record<string, string>;

export const formOf = (request: FastifyRequest): Form =>
  request.body && typeof request.body === 'object' ? (request.body as Form) : {};

export function requireSecretKey(request: FastifyRequest): void {
  const header = request.headers.authorization ?? '';
  if (header !== `Bearer ${STAND_IN_SECRET_KEY}`) {
    throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided');
  }
}

export const integer = (form: Form, key: string): number => {
  const value = Number(form[key]);
  if (!Number.isInteger(value) || value < 0) throw invalidRequest(`Invalid integer: ${key}`, key);
  return value;
};

/** The stand-in's 3-D Secure page (the card issuer's, in Stripe's flow), under its origin. */
export const AUTHENTICATION_PATH = '/_stand-in/3ds';
