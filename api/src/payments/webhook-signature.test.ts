import { createHmac } from 'node:crypto';

import {
  signWebhookPayload,
  verifyWebhookSignature,
  WebhookSignatureError,
  WEBHOOK_TOLERANCE_S,
} from './webhook-signature';

const SECRET = 'whsec_unit';
const PAYLOAD = '{\n  "id": "evt_1",\n  "type": "checkout.session.completed"\n}';
const NOW = 1_800_000_000;

describe('the Stripe-Signature check', () => {
  it('signs t.rawBody with HMAC-SHA256 as Stripe does', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${PAYLOAD}`).digest('hex');
    expect(signWebhookPayload(PAYLOAD, SECRET, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('accepts a fresh signature, and any matching v1 among several (a secret roll)', () => {
    const header = signWebhookPayload(PAYLOAD, SECRET, NOW);
    expect(() => verifyWebhookSignature(PAYLOAD, header, SECRET, NOW)).not.toThrow();
    const other = signWebhookPayload(PAYLOAD, 'whsec_old', NOW).split(',')[1];
    const rolled = `t=${NOW},${other},v1=${header.split('v1=')[1]},v0=ignored`;
    expect(() => verifyWebhookSignature(PAYLOAD, rolled, SECRET, NOW)).not.toThrow();
  });

  it.each([
    ['no header', undefined, NOW, /No Stripe-Signature/],
    ['no v1', `t=${NOW}`, NOW, /expected scheme/],
    ['no timestamp', 'v1=abc', NOW, /expected scheme/],
    ['another secret', signWebhookPayload(PAYLOAD, 'whsec_other', NOW), NOW, /matching/],
    ['a changed body', signWebhookPayload(`${PAYLOAD} `, SECRET, NOW), NOW, /matching/],
    [
      'a stale timestamp',
      signWebhookPayload(PAYLOAD, SECRET, NOW - WEBHOOK_TOLERANCE_S - 1),
      NOW,
      /tolerance/,
    ],
  ])('refuses %s', (_name, header, now, message) => {
    expect(() => verifyWebhookSignature(PAYLOAD, header, SECRET, now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyWebhookSignature(PAYLOAD, header, SECRET, now)).toThrow(message);
  });

  it('accepts an event exactly at the tolerance', () => {
    const header = signWebhookPayload(PAYLOAD, SECRET, NOW - WEBHOOK_TOLERANCE_S);
    expect(() => verifyWebhookSignature(PAYLOAD, header, SECRET, NOW)).not.toThrow();
  });
});
