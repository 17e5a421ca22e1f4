import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** The tickets' paths (issue 37): the member's, the public keys, and the door's (`/v1/ops/…`). */
export const TICKET_PATHS = {
  /** The signed-in member's tickets of this brand. */
  getTicketList: '/v1/get_list/ticket',
  /** The brand's public ticket keys (current and retired), for any scanner. */
  getTicketKeys: '/v1/get/brand/ticket_keys',
  /** Door staff: their brand's ticket events, from yesterday on, soonest first. */
  doorEvents: '/v1/ops/door/events',
  /** Door staff: one event's keys, refunded tickets and counts, downloaded before the doors open. */
  doorEvent: '/v1/ops/door/event',
  /** Door staff: scans one ticket online (a second scan of a ticket is refused). */
  checkIn: '/v1/ops/door/check_in',
  /** Door staff: the scans a scanner made offline, sent when it is online again. */
  syncScans: '/v1/ops/door/sync',
  /** A brand operator refunds one ticket: it stops being valid at the door, its money goes back. */
  refundTicket: '/v1/ops/tickets/refund',
  /** A brand operator's view of one event's tickets (the console's refund screen). */
  eventTickets: '/v1/ops/tickets/event',
  /** A brand operator adds stock to a ticket; what is added goes to the waiting list first. */
  addStock: '/v1/ops/tickets/add_stock',
} as const;

export const ticketStateSchema = lazySchema(() => z.enum(['valid', 'used', 'refunded']));
export type TicketState = z.infer<typeof ticketStateSchema>;

/** A member's ticket, with what the door and the member need to see. */
export const ticketSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The QR code's content (ticket-payload.ts). */
    payload: z.string(),
    state: ticketStateSchema,
    offerId: z.string(),
    itemVariantId: z.string(),
    eventName: z.string(),
    variantTitle: z.string(),
    /** Start and end in ms since the epoch. */
    date: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
    location: z.string().nullable(),
    holderName: z.string(),
    /** Milliseconds since the epoch; null while unused. */
    usedAt: z.number().int().nullable(),
  }),
);
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketListSchema = lazySchema(() => z.array(ticketSchema));

export const ticketPublicKeySchema = lazySchema(() =>
  z.object({ kid: z.string(), brandId: z.string(), publicKey: z.string() }),
);
export const ticketKeysSchema = lazySchema(() =>
  z.object({ keys: z.array(ticketPublicKeySchema) }),
);

export const doorResultSchema = lazySchema(() =>
  z.enum(['valid', 'used', 'wrong_event', 'refunded', 'forged']),
);

export const doorEventsQuerySchema = lazySchema(() =>
  z.object({ brandId: z.string().min(1).max(64).optional() }),
);

export const doorEventListSchema = lazySchema(() =>
  z.object({
    events: z.array(
      z.object({
        itemVariantId: z.string(),
        eventName: z.string(),
        variantTitle: z.string(),
        /** Start and end in ms since the epoch. */
        date: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
      }),
    ),
  }),
);
export type DoorEventList = z.infer<typeof doorEventListSchema>;

export const doorEventQuerySchema = lazySchema(() =>
  z.object({ itemVariantId: z.string().min(1).max(64) }),
);

/** What a scanner downloads for one event, and the live counts the console shows. */
export const doorEventSchema = lazySchema(() =>
  z.object({
    brandId: z.string(),
    itemVariantId: z.string(),
    eventName: z.string(),
    keys: z.array(ticketPublicKeySchema),
    refundedTicketIds: z.array(z.string()),
    counts: z.object({ sold: z.number().int(), entered: z.number().int() }),
    /** Tickets let in twice by scanners that were offline, shown after their sync. */
    conflicts: z.array(
      z.object({ ticketId: z.string(), door: z.string(), scannedAt: z.number().int() }),
    ),
  }),
);
export type DoorEvent = z.infer<typeof doorEventSchema>;

export const doorScanSchema = lazySchema(() =>
  z.object({
    /** The scanner's own id of the scan: a sync sent twice records it once. */
    scanId: z.string().min(8).max(64),
    itemVariantId: z.string().min(1).max(64),
    payload: z.string().min(1).max(400),
    door: z.string().min(1).max(40),
    /** Milliseconds since the epoch, on the scanner's clock. */
    scannedAt: z.number().int(),
    /** An offline scan's answer on the scanner itself; a synced `valid` the API finds used is a conflict. */
    localResult: doorResultSchema.optional(),
  }),
);
export type DoorScan = z.input<typeof doorScanSchema>;

export const checkInResultSchema = lazySchema(() =>
  z.object({
    scanId: z.string(),
    result: doorResultSchema,
    ticketId: z.string().nullable(),
    holderName: z.string().nullable(),
    /** For `used`: when and at which door the ticket went in. */
    usedAt: z.number().int().nullable(),
    usedDoor: z.string().nullable(),
    /** A synced offline scan that let in a ticket another scan had let in first. */
    conflict: z.boolean(),
  }),
);
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const syncScansBodySchema = lazySchema(() =>
  z.object({ scans: z.array(doorScanSchema).max(500) }),
);
export const syncScansResultSchema = lazySchema(() =>
  z.object({ results: z.array(checkInResultSchema) }),
);

/** Why a ticket is refunded, in the operator's words: optional, as every change's reason in the console. */
export const REFUND_REASON_MAX_LENGTH = 500;

export const refundTicketBodySchema = lazySchema(() =>
  z.object({
    ticketId: z.string().min(1).max(64),
    /** Kept with the refund, shown with the ticket and in the operators' audit; empty is none. */
    reason: z.string().trim().max(REFUND_REASON_MAX_LENGTH).optional(),
  }),
);

/** What a refund did: the ticket is refunded, and its money went back to the card (or none was paid by card). */
export const ticketRefundSchema = lazySchema(() =>
  z.object({
    ticketId: z.string(),
    state: z.literal('refunded'),
    /** The provider's Refund; null when the ticket was not paid by card (an invoice, a gift). */
    refund: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }).nullable(),
  }),
);
export type TicketRefund = z.infer<typeof ticketRefundSchema>;

export const eventTicketsQuerySchema = lazySchema(() =>
  z.object({ itemVariantId: z.string().min(1).max(64) }),
);

/** One event's tickets for its brand's operators: who holds each, its state, what a refund gives back. */
export const eventTicketsSchema = lazySchema(() =>
  z.object({
    itemVariantId: z.string(),
    eventName: z.string(),
    variantTitle: z.string(),
    /** Left to sell now (held waiting-list offers are not). */
    available: z.number().int(),
    tickets: z.array(
      z.object({
        id: z.string(),
        holderName: z.string(),
        state: ticketStateSchema,
        /** Minor units: what the member paid by card for it (0: not by card). */
        amount: z.number().int(),
        currency: z.string(),
        /** A refunded ticket's money not yet given back (the provider failed): refund it again. */
        refundOwed: z.boolean(),
        /** Why it was refunded, as the operator said; null when not said; absent in older answers. */
        refundReason: z.string().nullable().optional(),
      }),
    ),
  }),
);
export type EventTickets = z.infer<typeof eventTicketsSchema>;

export const addStockBodySchema = lazySchema(() =>
  z.object({
    itemVariantId: z.string().min(1).max(64),
    quantity: z.number().int().min(1).max(1000),
    /** The console's own id of this addition: sent twice, it adds once. */
    requestId: z.string().min(8).max(64),
  }),
);
export type AddStockBody = z.infer<typeof addStockBodySchema>;

export const stockAdditionSchema = lazySchema(() =>
  z.object({
    itemVariantId: z.string(),
    added: z.number().int(),
    /** How many of the added went to members waiting (held for them). */
    offered: z.number().int(),
    /** Left to sell after the addition. */
    available: z.number().int(),
  }),
);
export type StockAddition = z.infer<typeof stockAdditionSchema>;
