import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default: a signed event older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_S = 300;

/** Why a webhook's signature was refused; the endpoint answers 400 and changes nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

const hmacHex = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/**
 * The `Stripe-Signature` header for a payload (PROTOCOLS.md §4.6): `t=<unix s>,v1=<hex HMAC-SHA256
 * of "t.rawBody">`, as Stripe sends it and stripe-node's `generateTestHeaderString` makes it.
 */
export function signWebhookPayload(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const [key, ...rest] = item.trim().split('=');
    const value = rest.join('=');
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

/**
 * Checks a webhook as stripe-node's `Webhook.constructEvent` does: over the raw body exactly as
 * received, any `v1` signature may match (several during a secret roll), compared in constant time,
 * and the timestamp no older than the tolerance. Throws WebhookSignatureError otherwise.
 */
export function verifyWebhookSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = WEBHOOK_TOLERANCE_S,
): void {
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header');
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('No signatures found with expected scheme');
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), 'utf8');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) {
    throw new WebhookSignatureError('No signatures found matching the expected signature');
  }
  if (nowS - timestamp > toleranceS) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
}
