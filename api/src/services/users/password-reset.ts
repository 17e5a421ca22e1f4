import { randomBytes } from 'node:crypto';

import { and, count, eq, gt, isNull } from 'drizzle-orm';

import { ERROR_CODES, paths, type Brand } from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { passwordResetTokens } from '../../db/schema';
import type { Outbox } from '../../dev/outbox';
import { ApiError } from '../../http/api-error';
import type { IdentityAdmin } from '../../identity/identity-admin';
import { sha256 } from '../../identity/refresh-tokens';

import { requireEmail, requireNewPassword } from './profile-fields';
import { findUser, findUserByEmail } from './user-records';

/** A reset link works for an hour, once; at most five are sent per member and hour. */
export const PASSWORD_RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
const MAX_RESETS_PER_HOUR = 5;

/**
 * POST /v1/password_reset/user: e-mails `{appUrl}/password_reset/{token}` to the brand's member.
 * The spec wants an unknown address said (`password_reset_user_not_found`).
 */
export async function requestPasswordReset(
  orm: Orm,
  outbox: Outbox,
  brand: Brand,
  appUrl: string,
  emailInput: string,
): Promise<void> {
  const email = requireEmail(emailInput);
  const user = await findUserByEmail(orm, brand.id, email);
  if (!user) {
    throw new ApiError(404, ERROR_CODES.passwordResetUserNotFound, 'No member has that e-mail');
  }
  const [recent] = await orm
    .select({ value: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - 60 * 60_000)),
      ),
    );
  if ((recent?.value ?? 0) >= MAX_RESETS_PER_HOUR) {
    throw new ApiError(429, ERROR_CODES.rateLimited, 'Too many reset e-mails; try again later');
  }
  const token = randomBytes(32).toString('base64url');
  await orm.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TOKEN_LIFETIME_MS),
  });
  outbox.send({
    to: user.email,
    kind: 'password-reset',
    link: `${appUrl}${paths.passwordReset.build(token)}`,
    code: token,
    tenantId: brand.authTenantId,
  });
}

const expired = () =>
  new ApiError(
    400,
    ERROR_CODES.passwordResetTokenExpired,
    'The reset link is no longer valid; ask for a new one',
  );

/**
 * POST /v1/check/password_reset: whether a link still works for this brand, without using it, so
 * its page can say at once that it has expired. Answers like the update does for a bad token.
 */
export async function checkPasswordReset(orm: Orm, brand: Brand, token: string): Promise<void> {
  const [row] = await orm
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  const user = row ? await findUser(orm, row.userId) : null;
  if (!user || user.brandId !== brand.id) throw expired();
}

/**
 * PUT /v1/password_update/user: sets the password of the link's member once. An unknown, used,
 * expired or other brand's token answers `password_reset_token_expired`.
 */
export async function applyPasswordReset(
  orm: Orm,
  identity: IdentityAdmin,
  brand: Brand,
  token: string,
  passwordInput: string,
): Promise<void> {
  const password = requireNewPassword(passwordInput);
  const [used] = await orm
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!used) throw expired();
  const user = await findUser(orm, used.userId);
  if (!user || user.brandId !== brand.id) throw expired();
  await identity.updateCredentials(user.id, { password });
}
