/**
 * @jest-environment node
 */
// WebCrypto (Ed25519) as the scanner's browser has it: jsdom has no crypto.subtle, Node does.
import { ticketSigningInput, type DoorEvent } from '@klubb/contracts';

import type { KeptScan } from './kept-scans';
import { checkOffline } from './offline-check';

const base64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A brand's key pair as the API makes one: the scanner gets only the raw public key. */
async function brandKey(kid: string, brandId: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = base64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sign = async (ticketId: string, itemVariantId: string) => {
    const input = ticketSigningInput({ kid, ticketId, itemVariantId });
    const signature = await crypto.subtle.sign(
      { name: 'Ed25519' },
      pair.privateKey,
      new TextEncoder().encode(input),
    );
    return `${input}.${base64Url(signature)}`;
  };
  return { key: { kid, brandId, publicKey }, sign };
}

describe('checking a ticket with no network', () => {
  let event: DoorEvent;
  let brandA: Awaited<ReturnType<typeof brandKey>>;
  let brandB: Awaited<ReturnType<typeof brandKey>>;
  beforeAll(async () => {
    brandA = await brandKey('aaaa1111', 'klubb');
    brandB = await brandKey('bbbb2222', 'klubb-norge');
    event = {
      brandId: 'klubb',
      itemVariantId: 'show-1',
      eventName: 'Show',
      keys: [brandA.key],
      refundedTicketIds: ['refunded1'],
      counts: { sold: 3, entered: 0 },
      conflicts: [],
    };
  });
  const keptValid = (ticketId: string): KeptScan => ({
    scan: { scanId: 'scan-0001', itemVariantId: 'show-1', payload: '', door: 'A', scannedAt: 1 },
    ticketId,
    result: 'valid',
    synced: false,
    conflict: false,
  });

  it('lets a genuine ticket in once, then says it is used', async () => {
    const payload = await brandA.sign('ticket1', 'show-1');
    expect(await checkOffline(payload, event, [])).toEqual({
      result: 'valid',
      ticketId: 'ticket1',
    });
    expect((await checkOffline(payload, event, [keptValid('ticket1')])).result).toBe('used');
  });

  it('refuses a changed payload, another brand’s key and a refunded ticket', async () => {
    const genuine = await brandA.sign('ticket2', 'show-1');
    const changed = genuine.replace('ticket2', 'ticket3');
    expect((await checkOffline(changed, event, [])).result).toBe('forged');
    const otherBrand = await brandB.sign('ticket2', 'show-1');
    expect((await checkOffline(otherBrand, event, [])).result).toBe('forged');
    // Even with brand B's key downloaded by mistake, its tickets are not brand A's event's.
    const both = { ...event, keys: [brandA.key, brandB.key] };
    expect((await checkOffline(otherBrand, both, [])).result).toBe('forged');
    const refunded = await brandA.sign('refunded1', 'show-1');
    expect((await checkOffline(refunded, event, [])).result).toBe('refunded');
    const elsewhere = await brandA.sign('ticket4', 'show-2');
    expect((await checkOffline(elsewhere, event, [])).result).toBe('wrong_event');
  });
});
