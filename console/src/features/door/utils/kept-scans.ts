import type { CheckInResult, DoorResult, DoorScan } from '@klubb/contracts';

import { consoleStorage } from '../../../lib/console-sdk';

/** A scan as the scanner keeps it until (and after) the API has it. */
export interface KeptScan {
  scan: DoorScan;
  ticketId: string | null;
  result: DoorResult;
  /** Whether the API has recorded it (online scans at once; offline ones at the next sync). */
  synced: boolean;
  conflict: boolean;
}

const storeKey = (itemVariantId: string) => `doorScans:${itemVariantId}`;

export function readKeptScans(itemVariantId: string): KeptScan[] {
  return consoleStorage.read<KeptScan[]>(storeKey(itemVariantId)) ?? [];
}

export function writeKeptScans(itemVariantId: string, scans: readonly KeptScan[]): void {
  consoleStorage.write(storeKey(itemVariantId), scans);
}

/** The kept scans with the API's answers to a sync: synced, and marked where they conflicted. */
export function withSyncResults(
  scans: readonly KeptScan[],
  results: readonly CheckInResult[],
): KeptScan[] {
  const byId = new Map(results.map((result) => [result.scanId, result]));
  return scans.map((kept) => {
    const answer = byId.get(kept.scan.scanId);
    return answer ? { ...kept, synced: true, conflict: answer.conflict } : kept;
  });
}
