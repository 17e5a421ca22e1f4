/**
 * The content of a ticket's QR code (issue 37, ADR 022):
 * `KT1.<kid>.<ticketId>.<itemVariantId>.<signature>`, where the signature is Ed25519 over
 * everything before its dot, by the brand's key `kid`, in base64url. About 150 characters: a QR
 * code of version 8 or so, readable from a phone screen at arm's length.
 */
export const TICKET_PAYLOAD_VERSION = 'KT1';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

export interface TicketPayloadParts {
  kid: string;
  ticketId: string;
  itemVariantId: string;
}

/** A brand's public ticket key: the raw 32-byte Ed25519 key in base64url. */
export interface TicketPublicKey {
  kid: string;
  brandId: string;
  publicKey: string;
}

/** What is signed: the payload without its signature. */
export function ticketSigningInput(parts: TicketPayloadParts): string {
  return [TICKET_PAYLOAD_VERSION, parts.kid, parts.ticketId, parts.itemVariantId].join('.');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type TicketVerification =
  | ({ ok: true; brandId: string } & TicketPayloadParts)
  | { ok: false; reason: 'malformed' | 'unknown-key' | 'bad-signature' };

/**
 * Checks a scanned payload against the public keys a scanner holds, with no network (WebCrypto's
 * Ed25519, in browsers and Node alike). A payload of another brand's key, or one whose content
 * was changed after signing, is refused; the caller then checks the event and the ticket's state.
 */
export async function verifyTicketPayload(
  payload: string,
  keys: readonly TicketPublicKey[],
): Promise<TicketVerification> {
  const fields = payload.trim().split('.');
  const [version, kid, ticketId, itemVariantId, signature] = fields;
  if (
    fields.length !== 5 ||
    version !== TICKET_PAYLOAD_VERSION ||
    !kid ||
    !ticketId ||
    !itemVariantId ||
    !signature ||
    ![kid, ticketId, itemVariantId].every((field) => ID.test(field)) ||
    !SIGNATURE.test(signature)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const key = keys.find((candidate) => candidate.kid === kid);
  if (!key) return { ok: false, reason: 'unknown-key' };
  const parts = { kid, ticketId, itemVariantId };
  try {
    const publicKey = await globalThis.crypto.subtle.importKey(
      'raw',
      fromBase64Url(key.publicKey),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const valid = await globalThis.crypto.subtle.verify(
      { name: 'Ed25519' },
      publicKey,
      fromBase64Url(signature),
      new TextEncoder().encode(ticketSigningInput(parts)),
    );
    return valid
      ? { ok: true, brandId: key.brandId, ...parts }
      : { ok: false, reason: 'bad-signature' };
  } catch {
    return { ok: false, reason: 'bad-signature' };
  }
}

export type DoorResult = 'valid' | 'used' | 'wrong_event' | 'refunded' | 'forged';

/**
 * The door's answer from what a scanner knows, the same online (the API, with the ticket's row)
 * and offline (the console, with its downloaded refunded list and its own scans).
 */
export function doorResultOf(
  verification: TicketVerification,
  scan: { brandId: string; itemVariantId: string },
  known: { refunded: boolean; used: boolean },
): DoorResult {
  if (!verification.ok || verification.brandId !== scan.brandId) return 'forged';
  if (verification.itemVariantId !== scan.itemVariantId) return 'wrong_event';
  if (known.refunded) return 'refunded';
  return known.used ? 'used' : 'valid';
}
