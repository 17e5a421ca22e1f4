import type { FastifyPluginAsync } from 'fastify';

import {
  IDENTITY_PATHS,
  resetPasswordRequestSchema,
  sendOobCodeRequestSchema,
} from '@klubb/contracts';

import { findAccount, findAccountByEmail, updateAccount } from '../../identity/account-store';
import { identityError } from '../../identity/identity-error';
import {
  parseIdentityInput,
  requireEmail,
  requireGoodPassword,
} from '../../identity/identity-input';
import { createOobCode, findOobCode, useOobCode } from '../../identity/oob-codes';
import { hashPassword } from '../../identity/password-hash';
import type { IdentityStandIn } from '../../identity/stand-in';

export interface ResetRouteOptions {
  standIn: IdentityStandIn;
  /** Where the e-mailed link points, like the emulator's `/emulator/action`. */
  publicUrl: string;
}

/**
 * accounts:sendOobCode (PASSWORD_RESET only) and accounts:resetPassword. A `continueUrl` must be on
 * an authorized domain, as Google's: here the app URLs of the tenant's brand (any brand's for the
 * project itself), so a reset e-mail never links onwards to someone else's site.
 */
export const resetRoutes: FastifyPluginAsync<ResetRouteOptions> = async (app, options) => {
  const { standIn } = options;
  const { orm } = standIn;

  async function requireAuthorizedContinueUrl(continueUrl: string, tenantId: string) {
    let origin: string;
    try {
      origin = new URL(continueUrl).origin;
    } catch {
      throw identityError('INVALID_CONTINUE_URI');
    }
    const brand = await standIn.brands.findByAppUrl(origin);
    if (!brand || (tenantId !== '' && brand.authTenantId !== tenantId)) {
      throw identityError('UNAUTHORIZED_DOMAIN', 'Domain not allowlisted by project');
    }
  }

  // Enumeration protection: an unknown address gets the same answer, and no e-mail.
  app.post(IDENTITY_PATHS.sendOobCode, async (request) => {
    const body = parseIdentityInput(sendOobCodeRequestSchema, request.body);
    if (!body.requestType) throw identityError('MISSING_REQ_TYPE');
    if (body.requestType !== 'PASSWORD_RESET') throw identityError('INVALID_REQ_TYPE');
    const tenantId = await standIn.resolveTenant(body.tenantId);
    const email = requireEmail(body.email);
    if (body.continueUrl !== undefined)
      await requireAuthorizedContinueUrl(body.continueUrl, tenantId);
    // The hourly limit counts the address, existing or not: past it both answer the same.
    if (!(await standIn.guard.admitReset(tenantId, email))) {
      throw identityError('RESET_PASSWORD_EXCEED_LIMIT');
    }
    const account = await findAccountByEmail(orm, tenantId, email);
    if (account?.passwordHash) {
      const code = await createOobCode(orm, account);
      const link = new URL('/emulator/action', options.publicUrl);
      link.search = new URLSearchParams({
        mode: 'resetPassword',
        lang: 'en',
        oobCode: code,
        apiKey: standIn.settings.apiKey ?? 'fake-api-key',
        ...(body.continueUrl ? { continueUrl: body.continueUrl } : {}),
        ...(tenantId ? { tenantId } : {}),
      }).toString();
      standIn.outbox.send({
        to: email,
        kind: 'identity-password-reset',
        link: link.toString(),
        code,
        tenantId: tenantId || null,
      });
    }
    return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email };
  });

  // Without newPassword it only checks the code (verifyPasswordResetCode); with it, it resets.
  app.post(IDENTITY_PATHS.resetPassword, async (request) => {
    const body = parseIdentityInput(resetPasswordRequestSchema, request.body);
    if (!body.oobCode) throw identityError('MISSING_OOB_CODE');
    const code = await findOobCode(orm, body.oobCode);
    if (!code || code.usedAt) throw identityError('INVALID_OOB_CODE');
    if (code.expiresAt.getTime() <= Date.now()) throw identityError('EXPIRED_OOB_CODE');
    const account = await findAccount(orm, code.localId);
    if (!account) throw identityError('INVALID_OOB_CODE');
    if (body.tenantId !== undefined && body.tenantId !== account.tenantId) {
      throw identityError('TENANT_ID_MISMATCH');
    }
    if (account.disabled) throw identityError('USER_DISABLED');
    if (body.newPassword !== undefined) {
      const passwordHash = await hashPassword(requireGoodPassword(body.newPassword));
      if (!(await useOobCode(orm, body.oobCode))) throw identityError('INVALID_OOB_CODE');
      await updateAccount(orm, account.localId, { passwordHash });
      // A reset lifts the lock-out, as Google's message promises.
      if (account.email) await standIn.guard.succeeded(account.tenantId, account.email);
    }
    return {
      kind: 'identitytoolkit#ResetPasswordResponse',
      email: code.email,
      requestType: 'PASSWORD_RESET',
    };
  });
};
