import { eq } from 'drizzle-orm';

import type { Orm } from '../../db/database';
import { users } from '../../db/schema';
import type { IdentityAdmin } from '../../identity/identity-admin';

import type { UserRow } from './user-records';

/**
 * Deletes a member's account (spec: "delete account"): the record with its cart, claims and tokens
 * (orders keep their rows, without the member, for the accounts), then the identity account.
 */
export async function deleteMember(
  orm: Orm,
  identity: IdentityAdmin,
  uid: string,
  user: UserRow | undefined,
): Promise<void> {
  if (user) await orm.delete(users).where(eq(users.id, user.id));
  await identity.deleteUser(uid);
}
