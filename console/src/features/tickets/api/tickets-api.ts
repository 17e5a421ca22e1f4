import { queryOptions } from '@tanstack/react-query';

import {
  eventTicketsSchema,
  stockAdditionSchema,
  ticketRefundSchema,
  TICKET_PATHS,
  type AddStockBody,
} from '@klubb/contracts';

import { consoleHttp } from '../../../lib/console-sdk';

export const ticketKeys = {
  all: ['tickets'] as const,
  event: (itemVariantId: string) => [...ticketKeys.all, 'event', itemVariantId] as const,
};

/** One event's tickets for its brand's operators: holders, states, what a refund gives back. */
export const eventTicketsQueryOptions = (itemVariantId: string) =>
  queryOptions({
    queryKey: ticketKeys.event(itemVariantId),
    queryFn: ({ signal }) =>
      consoleHttp()(TICKET_PATHS.eventTickets, {
        query: { itemVariantId },
        schema: eventTicketsSchema,
        signal,
      }),
  });

/** Refunds one ticket; the operator's reason, when they gave one, is kept with it and audited. */
export const refundTicket = (ticketId: string, reason: string | undefined) =>
  consoleHttp()(TICKET_PATHS.refundTicket, {
    method: 'POST',
    body: reason ? { ticketId, reason } : { ticketId },
    schema: ticketRefundSchema,
  });

export const addStock = (body: AddStockBody) =>
  consoleHttp()(TICKET_PATHS.addStock, { method: 'POST', body, schema: stockAdditionSchema });
