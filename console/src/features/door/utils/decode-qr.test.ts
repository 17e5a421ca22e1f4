/**
 * @jest-environment node
 */
// WebCrypto (Ed25519) signs the ticket as the API does; jsdom has no crypto.subtle, Node does.
import { generate } from 'lean-qr';

import { ticketSigningInput, verifyTicketPayload } from '@klubb/contracts';

import { decodeQrFrame, type Frame } from './decode-qr';

const base64Url = (bytes: ArrayBuffer) =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A ticket's QR content signed with a fresh brand key, and that key as a scanner holds it. */
async function signedTicket() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const input = ticketSigningInput({
    kid: 'k1a2b3c4',
    ticketId: '7f3c9a1b2d4e4f60a1b2c3d4e5f60718',
    itemVariantId: 'klubb-live-004-00s',
  });
  const signature = await crypto.subtle.sign(
    { name: 'Ed25519' },
    pair.privateKey,
    new TextEncoder().encode(input),
  );
  const key = {
    kid: 'k1a2b3c4',
    brandId: 'klubb',
    publicKey: base64Url(await crypto.subtle.exportKey('raw', pair.publicKey)),
  };
  return { payload: `${input}.${base64Url(signature)}`, key };
}

/**
 * The code as a camera frame: `scale` pixels a module, the quiet zone around it, black on white
 * as the member's ticket screen draws it, and a grey cast (a screen filmed at arm's length).
 */
function frameOf(text: string, scale: number): Frame {
  const code = generate(text);
  const quiet = 4;
  const side = (code.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const dark = code.get(Math.floor(x / scale) - quiet, Math.floor(y / scale) - quiet);
      const at = (y * side + x) * 4;
      const shade = dark ? 40 : 215;
      data.set([shade, shade + 5, shade - 10, 255], at);
    }
  }
  return { data, width: side, height: side };
}

describe('reading a ticket QR code without BarcodeDetector', () => {
  it('decodes a generated ticket QR image to the signed content, which still verifies', async () => {
    const { payload, key } = await signedTicket();
    const read = await decodeQrFrame(frameOf(payload, 3));
    expect(read).toBe(payload);
    expect(await verifyTicketPayload(read ?? '', [key])).toMatchObject({ ok: true });
  });

  it('answers null for a frame with no code in it', async () => {
    const blank: Frame = {
      data: new Uint8ClampedArray(120 * 120 * 4).fill(230),
      width: 120,
      height: 120,
    };
    expect(await decodeQrFrame(blank)).toBeNull();
  });
});
