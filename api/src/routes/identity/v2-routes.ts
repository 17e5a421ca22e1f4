import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import {
  IDENTITY_PATHS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  revokeTokenRequestSchema,
} from '@klubb/contracts';

import { parseIdentityInput } from '../../identity/identity-input';
import { revokeRefreshToken } from '../../identity/refresh-tokens';
import type { IdentityStandIn } from '../../identity/stand-in';

const tenantQuerySchema = z.object({ tenantId: z.string().max(128).optional() });

/** v2 accounts:revokeToken, recaptchaConfig and passwordPolicy. */
export const v2Routes: FastifyPluginAsync<{ standIn: IdentityStandIn }> = async (
  app,
  { standIn },
) => {
  // Google's call revokes a third-party (Apple) token and answers {}. The stand-in also revokes
  // its own refresh token when handed one, so signing out on the client ends that session here.
  app.post(IDENTITY_PATHS.revokeToken, async (request) => {
    const body = parseIdentityInput(revokeTokenRequestSchema, request.body);
    const { account } = await standIn.accountOf(body.idToken, body.tenantId);
    if (body.tokenType === 'REFRESH_TOKEN' && body.token) {
      await revokeRefreshToken(standIn.orm, account.localId, body.token);
    }
    return {};
  });

  // reCAPTCHA is off for every provider; the key is still there because the SDK requires one.
  app.get(IDENTITY_PATHS.recaptchaConfig, async (request) => {
    const query = parseIdentityInput(tenantQuerySchema, request.query);
    await standIn.resolveTenant(query.tenantId);
    return {
      recaptchaKey: `projects/${standIn.settings.projectId}/keys/dev-site-key`,
      recaptchaEnforcementState: [
        { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
        { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
      ],
    };
  });

  // The tenants' password policy is the app's password rule (spec §5).
  app.get(IDENTITY_PATHS.passwordPolicy, async (request) => {
    const query = parseIdentityInput(tenantQuerySchema, request.query);
    await standIn.resolveTenant(query.tenantId);
    return {
      customStrengthOptions: {
        minPasswordLength: PASSWORD_MIN_LENGTH,
        maxPasswordLength: PASSWORD_MAX_LENGTH,
        containsLowercaseCharacter: true,
        containsUppercaseCharacter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: false,
      },
      allowedNonAlphanumericCharacters: [...'^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-'],
      enforcementState: 'ENFORCE',
      forceUpgradeOnSignin: false,
      schemaVersion: 1,
    };
  });
};
