import { createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

import {
  ticketSigningInput,
  type TicketPayloadParts,
  type TicketPublicKey,
} from '@klubb/contracts';

import type { Database, SqlRunner } from '../../db/database';

/** How long a retired key still verifies: tickets shown (and cached) before a rotation keep working. */
const RETIRED_KEY_GRACE_DAYS = 60;

interface KeyRow {
  kid: string;
  brand_id: string;
  public_key: string;
  private_key_pem: string;
}

function newKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x) throw new Error('An Ed25519 public key without its x');
  return {
    kid: randomBytes(8).toString('hex'),
    publicKey: jwk.x,
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}

async function insertKey(sql: SqlRunner, brandId: string): Promise<void> {
  const pair = newKeyPair();
  await sql.query(
    `INSERT INTO ticket_signing_keys (kid, brand_id, public_key, private_key_pem)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (brand_id) WHERE retired_at IS NULL DO NOTHING`,
    [pair.kid, brandId, pair.publicKey, pair.privateKeyPem],
  );
}

/**
 * The brand's current signing key, made on first use. Two instances making one at once: the
 * partial unique index keeps the first, and both then read that one. The private key stays in
 * the database and this process; no answer ever carries it.
 */
export async function currentTicketKey(sql: SqlRunner, brandId: string): Promise<KeyRow> {
  const find = () =>
    sql.query<KeyRow>(
      `SELECT kid, brand_id, public_key, private_key_pem FROM ticket_signing_keys
       WHERE brand_id = $1 AND retired_at IS NULL`,
      [brandId],
    );
  let [row] = await find();
  if (!row) {
    await insertKey(sql, brandId);
    [row] = await find();
    if (!row) throw new Error(`No ticket key for ${brandId} after making one`);
  }
  return row;
}

/** The QR payload of a ticket, signed with `key` (Ed25519 is deterministic: same key, same payload). */
export function signTicket(key: KeyRow, parts: Omit<TicketPayloadParts, 'kid'>): string {
  const input = ticketSigningInput({ ...parts, kid: key.kid });
  const signature = sign(null, Buffer.from(input), createPrivateKey(key.private_key_pem));
  return `${input}.${signature.toString('base64url')}`;
}

/** The brand's public keys that still verify: the current one and those retired within the grace. */
export async function ticketPublicKeys(
  sql: SqlRunner,
  brandId: string,
): Promise<TicketPublicKey[]> {
  await currentTicketKey(sql, brandId);
  const rows = await sql.query<KeyRow>(
    `SELECT kid, brand_id, public_key FROM ticket_signing_keys
     WHERE brand_id = $1
       AND (retired_at IS NULL OR retired_at > now() - make_interval(days => $2))
     ORDER BY created_at DESC`,
    [brandId, RETIRED_KEY_GRACE_DAYS],
  );
  return rows.map((row) => ({ kid: row.kid, brandId: row.brand_id, publicKey: row.public_key }));
}

/**
 * Rotation (ADR 022): the current key is retired and a new one made, in one transaction. Tickets
 * are signed with the new key from then on; payloads signed before keep verifying for the grace.
 */
export async function rotateTicketKey(database: Database, brandId: string): Promise<string> {
  return database.transaction(async (sql) => {
    await sql.query(
      'UPDATE ticket_signing_keys SET retired_at = now() WHERE brand_id = $1 AND retired_at IS NULL',
      [brandId],
    );
    return (await currentTicketKey(sql, brandId)).kid;
  });
}
