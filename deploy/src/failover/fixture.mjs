// The failover test's own data, made in its own database after the seed: members (copies of a
// seeded member, each with its own account), a promo offer with fewer codes than claimers, a
// ticket with a few left, and an item with plenty, so every invariant has something to guard.

/** Brand A, its app URL, and the seeded member every test member is copied from. */
export const BRAND = { id: 'klubb', appUrl: 'http://localhost:3000', tenantId: 'klubb-a1b2c' };
const TEMPLATE_MEMBER = 'seed-klubb-anna';
export const MEMBER_PASSWORD = 'Medlem2026'; // the seed's documented password (api/README.md)

/** One row copied with some columns replaced: generic over the table's columns. */
const copyRows = (table, key, replacements) => `
  INSERT INTO ${table}
  SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(t) || ${replacements})).*
  FROM ${table} t, generate_series(1, $2::int) i WHERE t.${key} = $1`;

/**
 * Makes the fixture; returns { members: [{ uid, email }], claimOffer, codes, ticket, item }.
 * `members` members, `codes` promo codes (cap 1 each), `tickets` tickets left.
 */
export async function createFixture(client, { members = 12, codes = 8, tickets = 5 } = {}) {
  const uid = `'failover-m' || i`;
  const email = `'m' || i || '@failover.example'`;
  await client.query(
    copyRows('auth_users', 'local_id', `jsonb_build_object('local_id', ${uid}, 'email', ${email})`),
    [TEMPLATE_MEMBER, members],
  );
  await client.query(
    copyRows(
      'users',
      'id',
      `jsonb_build_object('id', ${uid}, 'email', ${email}, 'ssn', NULL, 'legacy_id', NULL)`,
    ),
    [TEMPLATE_MEMBER, members],
  );

  const onSale = `brand_id = $1 AND published_at <= now() AND (ends_at IS NULL OR ends_at > now())`;
  const { rows: promo } = await client.query(
    `SELECT id FROM offers WHERE ${onSale} AND promo_type = 'unique' ORDER BY id LIMIT 1`,
    [BRAND.id],
  );
  const claimOffer = promo[0]?.id;
  if (!claimOffer) throw new Error('the seed has no unique-code offer on sale in brand A');
  await client.query('UPDATE offers SET voucher_claim_cap = 1 WHERE id = $1', [claimOffer]);
  await client.query('DELETE FROM voucher_codes WHERE offer_id = $1', [claimOffer]);
  await client.query(
    `INSERT INTO voucher_codes (brand_id, offer_id, code)
     SELECT $1, $2, 'FAILOVER-' || i FROM generate_series(1, $3::int) i`,
    [BRAND.id, claimOffer, codes],
  );

  const variantOf = async (type) => {
    const { rows } = await client.query(
      `SELECT v.id, v.offer_id FROM item_variants v JOIN offers o ON o.id = v.offer_id
       WHERE o.brand_id = $1 AND o.published_at <= now() AND (o.ends_at IS NULL OR o.ends_at > now())
         AND o.item_variant_type = $2 ORDER BY v.id LIMIT 1`,
      [BRAND.id, type],
    );
    if (!rows[0]) throw new Error(`the seed has no ${type} on sale in brand A`);
    return { id: rows[0].id, offerId: rows[0].offer_id };
  };
  const ticket = await variantOf('ticket');
  const item = await variantOf('other');
  await client.query('UPDATE item_variants SET available = $2, purchase_cap = 1 WHERE id = $1', [
    ticket.id,
    tickets,
  ]);
  await client.query(
    'UPDATE item_variants SET available = 100000, purchase_cap = 1000 WHERE id = $1',
    [item.id],
  );
  return {
    members: Array.from({ length: members }, (_, i) => ({
      uid: `failover-m${i + 1}`,
      email: `m${i + 1}@failover.example`,
    })),
    claimOffer,
    codes,
    ticket: { ...ticket, initial: tickets },
    item,
  };
}
