import type { IdentityUserInfo } from '@klubb/contracts';

import type { Account } from './account-store';

// Production never shows a password hash; the field is there, redacted, as Google sends it.
const REDACTED_HASH = 'UkVEQUNURUQ=';

/** An account as `accounts:lookup` and `accounts:update` describe it (UserInfo). */
export function toUserInfo(account: Account): IdentityUserInfo {
  const hasPassword = account.passwordHash !== null && account.email !== null;
  return {
    localId: account.localId,
    ...(account.email ? { email: account.email } : {}),
    emailVerified: account.emailVerified,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
    disabled: account.disabled,
    ...(account.tenantId ? { tenantId: account.tenantId } : {}),
    ...(hasPassword ? { passwordHash: REDACTED_HASH } : {}),
    ...(account.passwordUpdatedAt
      ? { passwordUpdatedAt: account.passwordUpdatedAt.getTime() }
      : {}),
    validSince: String(account.validSince),
    ...(account.lastLoginAt ? { lastLoginAt: String(account.lastLoginAt.getTime()) } : {}),
    createdAt: String(account.createdAt.getTime()),
    providerUserInfo: hasPassword
      ? [
          {
            providerId: 'password',
            rawId: account.email as string,
            federatedId: account.email as string,
            email: account.email as string,
          },
        ]
      : [],
  };
}
