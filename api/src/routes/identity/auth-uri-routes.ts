import { randomBytes } from 'node:crypto';

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { isValidEmail } from '@klubb/contracts';

import { identityError } from '../../identity/identity-error';
import { parseIdentityInput } from '../../identity/identity-input';
import type { IdentityStandIn } from '../../identity/stand-in';

/** Identity Toolkit's call behind the SDK's fetchSignInMethodsForEmail (PROTOCOLS.md §1.1). */
const CREATE_AUTH_URI_PATH = '/v1/accounts:createAuthUri';

const createAuthUriRequestSchema = z.object({
  identifier: z.string().max(320).optional(),
  continueUri: z.string().max(2048).optional(),
  providerId: z.string().max(128).optional(),
  tenantId: z.string().max(128).optional(),
  openidRealm: z.string().max(2048).optional(),
  otaApp: z.string().max(256).optional(),
  context: z.string().max(2048).optional(),
  oauthScope: z.string().max(2048).optional(),
  customParameter: z.record(z.string(), z.string()).optional(),
  authFlowType: z.string().max(64).optional(),
  sessionId: z.string().max(256).optional(),
});

const isHttpUri = (uri: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(uri).protocol);
  } catch {
    return false;
  }
};

/**
 * accounts:createAuthUri as Identity Platform answers it with e-mail enumeration protection on
 * (the default since 2023-09-15): whether the address has an account is never said, so neither
 * `registered` nor `signinMethods` comes back and fetchSignInMethodsForEmail resolves to [].
 * The input is still checked as the real service checks it.
 */
export const authUriRoutes: FastifyPluginAsync<{ standIn: IdentityStandIn }> = async (
  app,
  { standIn },
) => {
  app.post(CREATE_AUTH_URI_PATH, async (request) => {
    const body = parseIdentityInput(createAuthUriRequestSchema, request.body);
    await standIn.resolveTenant(body.tenantId);
    if (!body.identifier && !body.providerId) throw identityError('MISSING_IDENTIFIER');
    if (body.identifier !== undefined && !isValidEmail(body.identifier.trim())) {
      throw identityError('INVALID_IDENTIFIER');
    }
    if (!body.continueUri) throw identityError('MISSING_CONTINUE_URI');
    if (!isHttpUri(body.continueUri)) throw identityError('INVALID_CONTINUE_URI');
    return {
      kind: 'identitytoolkit#CreateAuthUriResponse',
      sessionId: randomBytes(18).toString('base64url'),
    };
  });
};
