import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { IDENTITY_PATHS } from '@klubb/contracts';

import { ID_TOKEN_LIFETIME_S } from '../../identity/id-tokens';
import { IdentityError } from '../../identity/identity-error';
import { parseIdentityInput } from '../../identity/identity-input';
import { findRefreshToken } from '../../identity/refresh-tokens';
import type { IdentityStandIn } from '../../identity/stand-in';

const tokenRequestSchema = z.object({
  grant_type: z.string().max(64).optional(),
  refresh_token: z.string().max(4096).optional(),
});

// The secure-token service adds a status word to its errors (PROTOCOLS.md §1.3, unverified).
const tokenError = (code: string) => new IdentityError(code, { statusWord: 'INVALID_ARGUMENT' });

/**
 * POST /securetoken.googleapis.com/v1/token: a refresh token for a new ID token, form-encoded in
 * and snake_case out. A revoked token, or one from before a password change, answers TOKEN_EXPIRED.
 */
export const tokenRoutes: FastifyPluginAsync<{ standIn: IdentityStandIn }> = async (
  app,
  { standIn },
) => {
  app.post(IDENTITY_PATHS.token, async (request) => {
    const body = parseIdentityInput(tokenRequestSchema, request.body);
    if (!body.grant_type) throw tokenError('MISSING_GRANT_TYPE');
    if (body.grant_type !== 'refresh_token') throw tokenError('INVALID_GRANT_TYPE');
    if (!body.refresh_token) throw tokenError('MISSING_REFRESH_TOKEN');
    const record = await findRefreshToken(standIn.orm, body.refresh_token);
    if (!record) throw tokenError('INVALID_REFRESH_TOKEN');
    const { token, account } = record;
    if (token.revokedAt || token.authTime < account.validSince) throw tokenError('TOKEN_EXPIRED');
    if (account.disabled) throw tokenError('USER_DISABLED');
    const idToken = await standIn.idTokenFor(account, token.signInProvider, token.authTime);
    return {
      access_token: idToken,
      id_token: idToken,
      expires_in: String(ID_TOKEN_LIFETIME_S),
      token_type: 'Bearer',
      refresh_token: body.refresh_token,
      user_id: account.localId,
      project_id: standIn.settings.projectNumber,
    };
  });
};
