import { ERROR_CODES, type CheckoutProgress } from '@klubb/contracts';

import type { CheckoutStatus, PaymentStatus } from '../db/schema';
import { ApiError } from '../http/api-error';

import type { CheckoutContext } from './checkout';
import { fulfilPaidSession, releaseEndedSession } from './fulfilment';
import { orderHistory } from './order-history';
import { refundOwed } from './refunds';

interface SessionState {
  user_id: string | null;
  status: CheckoutStatus;
  payment_status: PaymentStatus;
}

async function stateOf(context: CheckoutContext, sessionId: string, userId: string) {
  const [row] = await context.database.sql.query<SessionState>(
    'SELECT user_id, status, payment_status FROM checkout_sessions WHERE id = $1',
    [sessionId],
  );
  if (row?.user_id !== userId) {
    throw new ApiError(404, ERROR_CODES.checkoutNotFound, 'No such checkout');
  }
  return row;
}

/**
 * GET /v1/get/checkout/session: where the member's checkout stands, and its order once paid.
 * While the session is open here, the provider is asked (server to server, never the browser's
 * word): a paid session is fulfilled now — racing its webhook, which then finds the order — and
 * an expired one gives its stock back.
 */
export async function checkoutProgress(
  context: CheckoutContext,
  userId: string,
  sessionId: string,
  publicUrl: string,
): Promise<CheckoutProgress> {
  let state = await stateOf(context, sessionId, userId);
  if (state.status === 'open') {
    const provider = await context.payments.retrieveSession(sessionId);
    if (provider.status === 'complete') {
      await context.database.transaction((sql) =>
        fulfilPaidSession(sql, sessionId, provider.paymentStatus),
      );
      await refundOwed(context, undefined, sessionId);
    } else if (provider.status === 'expired') {
      await context.database.transaction((sql) => releaseEndedSession(sql, sessionId));
    }
    state = await stateOf(context, sessionId, userId);
  }
  const [order] = await context.database.sql.query<{ id: string }>(
    'SELECT id FROM orders WHERE checkout_session_id = $1',
    [sessionId],
  );
  const orders = order ? await orderHistory(context.database.orm, userId, publicUrl) : [];
  return {
    status: state.status,
    paymentStatus: state.payment_status,
    order: orders.find((candidate) => candidate.id === order?.id) ?? null,
  };
}
