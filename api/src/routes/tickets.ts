import type { FastifyPluginAsync } from 'fastify';

import {
  checkInResultSchema,
  doorEventListSchema,
  doorEventQuerySchema,
  doorEventsQuerySchema,
  doorEventSchema,
  doorScanSchema,
  refundTicketBodySchema,
  addStockBodySchema,
  eventTicketsQuerySchema,
  eventTicketsSchema,
  stockAdditionSchema,
  ticketRefundSchema,
  syncScansBodySchema,
  syncScansResultSchema,
  ticketKeysSchema,
  ticketListSchema,
  TICKET_PATHS,
  leaveWaitingListBodySchema,
  waitingListSchema,
  WAITING_LIST_PATHS,
  ERROR_CODES,
} from '@klubb/contracts';

import { ApiError } from '../http/api-error';
import { requireMember } from '../http/member-context';
import { noContent } from '../http/no-content';
import { requireOperator } from '../http/operator-context';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { checkIn, doorEvent } from '../services/tickets/door';
import { doorEvents } from '../services/tickets/door-events';
import { memberTickets } from '../services/tickets/member-tickets';
import { memberWaitingLists } from '../services/tickets/member-waiting-lists';
import { addStock, eventTickets } from '../services/tickets/operator-tickets';
import { refundTicket } from '../services/tickets/refund-ticket';
import { ticketPublicKeys } from '../services/tickets/ticket-keys';
import { expireWaitingListOffers, leaveWaitingList } from '../services/tickets/waiting-list-offers';

import type { RouteDeps } from './route-deps';

const DOOR = { change: false, roles: ['brand', 'platform', 'door'] } as const;

/**
 * Tickets (issue 37, ADR 022): the member's own, the brand's public keys, and the door's calls
 * (door staff of the event's brand, or its operators). Scanning is no change of the registry's
 * kind: door staff keep scanning for hours without typing their password again.
 */
export const ticketRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { database } = deps;

  app.get(TICKET_PATHS.getTicketList, async (request) => {
    const { brand, user } = await requireMember(request, deps);
    return ticketListSchema.parse(await memberTickets(database.sql, brand.id, user.id));
  });

  app.get(WAITING_LIST_PATHS.getWaitingLists, async (request) => {
    const { brand, user } = await requireMember(request, deps);
    await database.transaction((sql) => expireWaitingListOffers(sql));
    return waitingListSchema.parse(await memberWaitingLists(database.sql, brand.id, user.id));
  });

  app.post(WAITING_LIST_PATHS.leaveWaitingList, async (request, reply) => {
    const { orderId } = parseInput(leaveWaitingListBodySchema, request.body, 'body');
    const { user } = await requireMember(request, deps);
    const left = await database.transaction((sql) => leaveWaitingList(sql, user.id, orderId));
    if (!left) throw new ApiError(404, ERROR_CODES.notFound, 'No such waiting list of yours');
    return noContent(reply);
  });

  app.get(TICKET_PATHS.getTicketKeys, async (request) => {
    const brand = await resolveBrand(request, deps.brands);
    return ticketKeysSchema.parse({ keys: await ticketPublicKeys(database.sql, brand.id) });
  });

  app.get(TICKET_PATHS.doorEvents, async (request) => {
    const { brandId } = parseInput(doorEventsQuerySchema, request.query, 'query');
    const operator = await requireOperator(request, deps, DOOR);
    return doorEventListSchema.parse(await doorEvents(database.sql, operator, brandId));
  });

  app.get(TICKET_PATHS.doorEvent, async (request) => {
    const { itemVariantId } = parseInput(doorEventQuerySchema, request.query, 'query');
    const operator = await requireOperator(request, deps, DOOR);
    return doorEventSchema.parse(await doorEvent(database.sql, operator, itemVariantId));
  });

  app.post(TICKET_PATHS.checkIn, async (request) => {
    const scan = parseInput(doorScanSchema, request.body, 'body');
    const operator = await requireOperator(request, deps, DOOR);
    return checkInResultSchema.parse(await checkIn(database, operator, scan, false));
  });

  app.post(TICKET_PATHS.syncScans, async (request) => {
    const { scans } = parseInput(syncScansBodySchema, request.body, 'body');
    const operator = await requireOperator(request, deps, DOOR);
    const results = [];
    // In the order the scanner made them, so its own second scan of a ticket stays the second.
    for (const scan of [...scans].sort((a, b) => a.scannedAt - b.scannedAt)) {
      results.push(await checkIn(database, operator, scan, true));
    }
    return syncScansResultSchema.parse({ results });
  });

  app.post(TICKET_PATHS.refundTicket, async (request) => {
    const { ticketId, reason } = parseInput(refundTicketBodySchema, request.body, 'body');
    const operator = await requireOperator(request, deps, { change: true });
    const refund = await refundTicket(database, deps.payments, operator, ticketId, reason);
    // The freed unit's offer (if anyone waits) is committed: its push goes now.
    deps.push.kick();
    return ticketRefundSchema.parse(refund);
  });

  app.get(TICKET_PATHS.eventTickets, async (request) => {
    const { itemVariantId } = parseInput(eventTicketsQuerySchema, request.query, 'query');
    const operator = await requireOperator(request, deps, { change: false });
    return eventTicketsSchema.parse(await eventTickets(database.sql, operator, itemVariantId));
  });

  app.post(TICKET_PATHS.addStock, async (request) => {
    const body = parseInput(addStockBodySchema, request.body, 'body');
    const operator = await requireOperator(request, deps, { change: true });
    const addition = await addStock(database, operator, body);
    deps.push.kick();
    return stockAdditionSchema.parse(addition);
  });
};
