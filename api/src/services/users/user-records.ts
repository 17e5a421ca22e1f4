import { and, eq, sql } from 'drizzle-orm';

import type { CurrentUser } from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { brandRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof brandRoles.$inferSelect;

export async function findUser(orm: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(
  orm: Orm,
  brandId: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await orm
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

/** A member's record with their role, in one query (every member call needs both). */
const userWithRoleById = preparedQuery((orm) =>
  orm
    .select({ user: users, role: brandRoles })
    .from(users)
    .leftJoin(brandRoles, eq(brandRoles.id, users.brandRoleId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_with_role'),
);

export async function findUserWithRole(
  orm: Orm,
  id: string,
): Promise<{ user: UserRow; role: RoleRow | null } | undefined> {
  const [row] = await userWithRoleById(orm).execute({ id });
  return row;
}

export async function findDefaultRole(orm: Orm, brandId: string): Promise<RoleRow | undefined> {
  const [row] = await orm
    .select()
    .from(brandRoles)
    .where(and(eq(brandRoles.brandId, brandId), eq(brandRoles.isDefault, true)))
    .limit(1);
  return row;
}

/** The brand's role a referral or bank-card code stands for. */
export async function findRoleByReferralCode(
  orm: Orm,
  brandId: string,
  code: string,
): Promise<RoleRow | undefined> {
  const [row] = await orm
    .select()
    .from(brandRoles)
    .where(and(eq(brandRoles.brandId, brandId), eq(brandRoles.referralCode, code)))
    .limit(1);
  return row;
}

/** The record as GET /v1/get/user answers it. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    brandRoleId: row.brandRoleId,
    ...(row.legacyId !== null ? { legacyId: row.legacyId } : {}),
    email: row.email,
    phoneNumber: row.phoneNumber,
    pushNotificationToken: row.pushNotificationToken,
    completedOnboarding: row.completedOnboarding,
    ssn: row.ssn,
    addressList: row.addressList,
    company: row.company,
  };
}
