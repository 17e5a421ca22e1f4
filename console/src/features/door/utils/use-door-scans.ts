import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import type { DoorEvent, DoorResult } from '@klubb/contracts';
import { isApiError } from '@klubb/sdk';
import { useOnBackOnline } from '@klubb/ui';

import { checkInOnline, doorKeys, syncScans } from '../api/door-api';

import { readKeptScans, withSyncResults, writeKeptScans, type KeptScan } from './kept-scans';
import { checkOffline } from './offline-check';

/** The answer the scanner shows for the last scan. */
export interface DoorAnswer {
  result: DoorResult | 'no-download' | 'failed';
  offline: boolean;
  holderName: string | null;
  usedAt: number | null;
  usedDoor: string | null;
}

/** The status the SDK gives a call that found no network (http-client.ts). */
const NO_NETWORK = 600;

/**
 * Checks tickets at one event's door: online through the API (a second scan of a ticket is
 * refused), offline against the downloaded keys and refunded list. Every scan is kept on the
 * device; offline ones are sent when the network is back, and the event asked again so its
 * counts and conflicts show.
 */
export function useDoorScans(itemVariantId: string, event: UseQueryResult<DoorEvent>) {
  const queryClient = useQueryClient();
  const [kept, setKept] = useState(() => readKeptScans(itemVariantId));
  const remember = useCallback(
    (next: KeptScan[]) => {
      writeKeptScans(itemVariantId, next);
      setKept(next);
    },
    [itemVariantId],
  );
  const refreshEvent = useCallback(
    () => queryClient.invalidateQueries({ queryKey: doorKeys.event(itemVariantId) }),
    [queryClient, itemVariantId],
  );

  const sync = useCallback(async () => {
    const current = readKeptScans(itemVariantId);
    const waiting = current.filter((scan) => !scan.synced);
    if (waiting.length === 0) return;
    try {
      const { results } = await syncScans(waiting.map((scan) => scan.scan));
      remember(withSyncResults(readKeptScans(itemVariantId), results));
      await refreshEvent();
    } catch {
      // Still offline: the scans wait for the next try.
    }
  }, [itemVariantId, remember, refreshEvent]);
  useOnBackOnline(() => void sync());
  // Each answer of the event (asked every few seconds) shows the API is reachable again, which
  // the browser's online event does not always say.
  useEffect(() => {
    void sync();
  }, [sync, event.dataUpdatedAt]);

  const check = useCallback(
    async (payload: string, door: string): Promise<DoorAnswer> => {
      const scan = {
        scanId: globalThis.crypto.randomUUID(),
        itemVariantId,
        payload: payload.trim(),
        door,
        scannedAt: Date.now(),
      };
      try {
        const answer = await checkInOnline(scan);
        const entry = { scan, ticketId: answer.ticketId, result: answer.result, synced: true };
        remember([...readKeptScans(itemVariantId), { ...entry, conflict: false }]);
        void refreshEvent();
        return { ...answer, offline: false };
      } catch (error) {
        if (!isApiError(error) || error.status !== NO_NETWORK) {
          return {
            result: 'failed',
            offline: false,
            holderName: null,
            usedAt: null,
            usedDoor: null,
          };
        }
      }
      const blank = { holderName: null, usedAt: null, usedDoor: null, offline: true };
      if (!event.data) return { ...blank, result: 'no-download' };
      const earlier = readKeptScans(itemVariantId);
      const { result, ticketId } = await checkOffline(scan.payload, event.data, earlier);
      const entry = { scan: { ...scan, localResult: result }, ticketId, result, synced: false };
      remember([...earlier, { ...entry, conflict: false }]);
      const before = earlier.find((one) => one.ticketId === ticketId && one.result === 'valid');
      return result === 'used' && before
        ? { ...blank, result, usedAt: before.scan.scannedAt, usedDoor: before.scan.door }
        : { ...blank, result };
    },
    [itemVariantId, event.data, remember, refreshEvent],
  );

  const waiting = kept.filter((scan) => !scan.synced).length;
  return { check, sync, waiting };
}
