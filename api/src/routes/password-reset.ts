import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  passwordResetBodySchema,
  passwordResetCheckBodySchema,
  passwordUpdateBodySchema,
} from '@klubb/contracts';

import { normalizeAppUrl } from '../http/app-url';
import { noContent } from '../http/no-content';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { identityAdminOf } from '../identity/identity-admin';
import {
  applyPasswordReset,
  checkPasswordReset,
  requestPasswordReset,
} from '../services/users/password-reset';

import type { RouteDeps } from './route-deps';

/** The app's own forgot-password flow (spec §2 /password_reset/{token}); both calls anonymous. */
export const passwordResetRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { orm } = deps.database;
  const identity = identityAdminOf(deps.standIn);

  // The link goes to the body's appUrl, which must be one of the brand's: never a foreign site.
  app.post(API_PATHS.passwordReset, async (request, reply) => {
    const body = parseInput(passwordResetBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, deps.brands, body.appUrl);
    const appUrl = normalizeAppUrl(body.appUrl) ?? '';
    await requestPasswordReset(orm, deps.outbox, brand, appUrl, body.email);
    return noContent(reply);
  });

  app.post(API_PATHS.checkPasswordReset, async (request, reply) => {
    const body = parseInput(passwordResetCheckBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, deps.brands);
    await checkPasswordReset(orm, brand, body.verificationId);
    return noContent(reply);
  });

  app.put(API_PATHS.passwordUpdate, async (request, reply) => {
    const body = parseInput(passwordUpdateBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, deps.brands);
    await applyPasswordReset(orm, identity, brand, body.verificationId, body.password);
    return noContent(reply);
  });
};
