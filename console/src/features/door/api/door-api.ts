import { queryOptions } from '@tanstack/react-query';

import {
  checkInResultSchema,
  doorEventListSchema,
  doorEventSchema,
  syncScansResultSchema,
  TICKET_PATHS,
  type DoorScan,
} from '@klubb/contracts';

import { consoleHttp, consoleStorage } from '../../../lib/console-sdk';

/** How often the scanner asks for the event again: live entry counts, new refunds, conflicts. */
const DOOR_REFRESH_MS = 5_000;

export const doorKeys = {
  all: ['door'] as const,
  events: () => [...doorKeys.all, 'events'] as const,
  event: (itemVariantId: string) => [...doorKeys.all, 'event', itemVariantId] as const,
};

const eventStoreKey = (itemVariantId: string) => `doorEvent:${itemVariantId}`;

export const doorEventsQueryOptions = () =>
  queryOptions({
    queryKey: doorKeys.events(),
    queryFn: ({ signal }) =>
      consoleHttp()(TICKET_PATHS.doorEvents, { schema: doorEventListSchema, signal }),
  });

/**
 * The event's public keys, refunded tickets and counts. Each answer is kept on the device, so a
 * scanner that loses the network (or is reloaded without it) still checks tickets offline.
 */
export const doorEventQueryOptions = (itemVariantId: string) =>
  queryOptions({
    queryKey: doorKeys.event(itemVariantId),
    queryFn: async ({ signal }) => {
      const event = await consoleHttp()(TICKET_PATHS.doorEvent, {
        query: { itemVariantId },
        schema: doorEventSchema,
        signal,
      });
      consoleStorage.write(eventStoreKey(itemVariantId), event);
      return event;
    },
    initialData: () => {
      const kept = doorEventSchema.safeParse(
        consoleStorage.read<unknown>(eventStoreKey(itemVariantId)),
      );
      return kept.success ? kept.data : undefined;
    },
    initialDataUpdatedAt: 0,
    refetchInterval: DOOR_REFRESH_MS,
    retry: false,
  });

export const checkInOnline = (scan: DoorScan) =>
  consoleHttp()(TICKET_PATHS.checkIn, { method: 'POST', body: scan, schema: checkInResultSchema });

export const syncScans = (scans: DoorScan[]) =>
  consoleHttp()(TICKET_PATHS.syncScans, {
    method: 'POST',
    body: { scans },
    schema: syncScansResultSchema,
  });
