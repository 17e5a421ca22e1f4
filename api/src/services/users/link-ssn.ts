import { eq } from 'drizzle-orm';

import { ERROR_CODES, type Brand, type LinkSsnBody } from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Authenticator } from '../../http/authenticate';
import type { IdentityAdmin } from '../../identity/identity-admin';

import { holderOfSsn, ssnTaken, writeProvenSsn } from './ssn-holder';
import { findUser, type UserRow } from './user-records';

/** How old the password sign-in that proves the account may be (a stolen session cannot link). */
export const LINK_SIGN_IN_MAX_AGE_S = 5 * 60;

/**
 * Binds a personal number BankID proved to an account its holder proved by password just now
 * (ADR 017): the end of the dead end where BankID identified a member whose account held the
 * number only typed. The account must be the brand's member and not bound to another number;
 * typed copies of the number elsewhere are cleared; from then on BankID signs into the account.
 */
export async function linkSsn(
  orm: Orm,
  identity: IdentityAdmin,
  auth: Authenticator,
  brand: Brand,
  body: LinkSsnBody,
  nowS = Math.floor(Date.now() / 1000),
): Promise<UserRow> {
  if (!brand.config.verifyWithSsn) {
    throw new ApiError(404, ERROR_CODES.ssnNotFound, 'This app has no personal numbers');
  }
  const token = await auth.verifyToken(body.idToken, brand);
  if (token.signInProvider !== 'password' || nowS - token.authTime > LINK_SIGN_IN_MAX_AGE_S) {
    throw new ApiError(
      401,
      ERROR_CODES.tokenExpired,
      'Sign in with the account’s password again to link BankID',
    );
  }
  const ssn = (await identity.provenSsn(brand.id, body.ssnProof))?.ssn;
  if (!ssn) {
    throw new ApiError(400, ERROR_CODES.ssnNotFound, 'The BankID proof is not valid (any more)');
  }
  const user = await findUser(orm, token.uid);
  if (user?.brandId !== brand.id) {
    throw new ApiError(
      403,
      ERROR_CODES.registrationIncomplete,
      'The account is not fully registered with this app',
    );
  }
  if (user.ssnVerifiedAt !== null) {
    if (user.ssn === ssn) return user;
    throw new ApiError(
      409,
      ERROR_CODES.ssnAlreadyExists,
      'The account is bound to another personal number',
    );
  }
  const holder = await holderOfSsn(orm, brand.id, ssn);
  if (holder?.proven && holder.id !== user.id) throw ssnTaken();
  return writeProvenSsn(orm, brand.id, ssn, user.id, async () => {
    const [row] = await orm
      .update(users)
      .set({ ssn, ssnVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('The member record was not returned');
    return row;
  });
}
