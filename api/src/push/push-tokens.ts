import type { SqlRunner } from '../db/database';

/**
 * The member's device token, as the app sends it (PUT /v1/update/user, `pushNotificationToken`):
 * kept per member and brand. A token names one device's app, so the member who sent it last owns
 * it (a shared phone stops getting the previous member's pushes). `null` (or an empty token,
 * which the member's record takes too) forgets the token the member had (`previous`).
 */
export async function registerPushToken(
  sql: SqlRunner,
  member: { userId: string; brandId: string },
  token: string | null,
  previous: string | null,
): Promise<void> {
  if (!token) {
    if (previous) {
      await sql.query('DELETE FROM push_tokens WHERE token = $1 AND user_id = $2', [
        previous,
        member.userId,
      ]);
    }
    return;
  }
  await sql.query(
    `INSERT INTO push_tokens (token, user_id, brand_id) VALUES ($1, $2, $3)
     ON CONFLICT (token) DO UPDATE
       SET user_id = excluded.user_id, brand_id = excluded.brand_id, updated_at = now()`,
    [token, member.userId, member.brandId],
  );
}
