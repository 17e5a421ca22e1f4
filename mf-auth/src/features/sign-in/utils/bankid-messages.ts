import { BANKID_CLIENT_CODES } from '@klubb/contracts';

/** The recommended user messages (PROTOCOLS.md §3.9) this app shows, as `bankId.<key>` texts. */
export type RfaKey =
  | 'rfa1'
  | 'rfa3'
  | 'rfa4'
  | 'rfa5'
  | 'rfa6'
  | 'rfa8'
  | 'rfa9'
  | 'rfa13'
  | 'rfa15A'
  | 'rfa15B'
  | 'rfa16'
  | 'rfa17A'
  | 'rfa17B'
  | 'rfa21'
  | 'rfa22'
  | 'rfa23';

export interface PendingContext {
  /** The member opened the BankID app on this device (autostart) rather than scanning. */
  autostart: boolean;
  mobile: boolean;
}

/** The status line while an order is pending, by hint code (unknown hints: RFA21). */
export function pendingMessage(hintCode: string, context: PendingContext): RfaKey {
  switch (hintCode) {
    case 'outstandingTransaction':
      return context.autostart ? 'rfa13' : 'rfa1';
    case 'noClient':
      return 'rfa1';
    case 'userSign':
      return 'rfa9';
    case 'started':
      return context.mobile ? 'rfa15B' : 'rfa15A';
    case 'userMrtd':
      return 'rfa23';
    default:
      return 'rfa21';
  }
}

/**
 * What a failed order tells the member. A time-out (QR not scanned in time, or the order ran
 * out) and a cancel are the spec's own messages, in a dialog (spec §4, §8); the rest are BankID's
 * recommended messages beside the button (unknown hints: RFA22).
 */
export function failureOutcome(hintCode: string): { code: string } | { rfa: RfaKey } {
  switch (hintCode) {
    case 'startFailed':
    case 'expiredTransaction':
      return { code: BANKID_CLIENT_CODES.timedOut };
    case 'userCancel':
    case 'cancelled':
      return { code: BANKID_CLIENT_CODES.cancelled };
    case 'certificateErr':
      return { rfa: 'rfa16' };
    default:
      return { rfa: 'rfa22' };
  }
}

/**
 * The same-device link (PROTOCOLS.md §3.7). On iOS it opens in the same window (spec §2); the
 * app returns to this page by itself when the member is done.
 */
export const autostartLink = (autoStartToken: string) =>
  `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
