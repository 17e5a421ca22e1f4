import {
  doorResultOf,
  verifyTicketPayload,
  type DoorEvent,
  type DoorResult,
} from '@klubb/contracts';

import type { KeptScan } from './kept-scans';

/**
 * The door's answer with no network: the signature against the event's downloaded public keys
 * (a changed payload or another brand's key is forged), the downloaded refunded list, and the
 * tickets this scanner has already let in.
 */
export async function checkOffline(
  payload: string,
  event: DoorEvent,
  kept: readonly KeptScan[],
): Promise<{ result: DoorResult; ticketId: string | null }> {
  const verification = await verifyTicketPayload(payload, event.keys);
  const ticketId = verification.ok ? verification.ticketId : null;
  const result = doorResultOf(
    verification,
    { brandId: event.brandId, itemVariantId: event.itemVariantId },
    {
      refunded: ticketId !== null && event.refundedTicketIds.includes(ticketId),
      used: kept.some((scan) => scan.ticketId === ticketId && scan.result === 'valid'),
    },
  );
  return { result, ticketId: result === 'forged' ? null : ticketId };
}
