import { createHmac, timingSafeEqual } from 'node:crypto';

/** `hex(HMAC-SHA256(key = qrStartSecret, msg = String(qrTime)))`, lower case (PROTOCOLS.md §3.6). */
export function qrAuthCode(qrStartSecret: string, qrTime: number): string {
  return createHmac('sha256', qrStartSecret).update(String(qrTime)).digest('hex');
}

/** The animated QR payload of second `qrTime`: `bankid.<token>.<time>.<code>`. */
export function qrData(qrStartToken: string, qrStartSecret: string, qrTime: number): string {
  return `bankid.${qrStartToken}.${qrTime}.${qrAuthCode(qrStartSecret, qrTime)}`;
}

/** The whole seconds since the order started: the QR time the RP shows now. */
export const qrTimeAt = (startedAt: number, now: number) =>
  Math.max(0, Math.floor((now - startedAt) / 1000));

export interface ScannedQr {
  qrStartToken: string;
  qrTime: number;
  authCode: string;
}

/** Reads a scanned QR payload; null when it is not one. */
export function parseQrData(data: string): ScannedQr | null {
  const match = /^bankid\.([0-9a-f-]{36})\.(\d{1,6})\.([0-9a-f]{64})$/.exec(data);
  if (!match) return null;
  return { qrStartToken: match[1] ?? '', qrTime: Number(match[2]), authCode: match[3] ?? '' };
}

/** Whether the scanned code is the one the secret gives for its second (constant time). */
export function isAuthentic(scanned: ScannedQr, qrStartSecret: string): boolean {
  const expected = Buffer.from(qrAuthCode(qrStartSecret, scanned.qrTime), 'hex');
  const given = Buffer.from(scanned.authCode, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
