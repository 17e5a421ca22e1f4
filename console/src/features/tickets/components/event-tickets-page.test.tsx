import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS, TICKET_PATHS, type EventTickets } from '@klubb/contracts';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR } from '../../../test/fixtures';

const api = setUpConsoleTest();

const EVENT = 'klubb-live-004-00s';

/** The API's answer: two card tickets; the first refunded once the refund was asked for. */
function eventTickets(): EventTickets {
  const refunded = api.callsTo(TICKET_PATHS.refundTicket).length > 0;
  const added = api.callsTo(TICKET_PATHS.addStock).length > 0;
  return {
    itemVariantId: EVENT,
    eventName: 'Sommarkonsert',
    variantTitle: 'Stockholm 19:00',
    available: added ? 2 : 0,
    tickets: [
      {
        id: 't-1',
        holderName: 'Anna Andersson',
        state: refunded ? 'refunded' : 'valid',
        amount: 39_400,
        currency: 'SEK',
        refundOwed: false,
        refundReason: refunded ? 'Double booking' : null,
      },
      {
        id: 't-2',
        holderName: 'Anna Andersson',
        state: 'used',
        amount: 39_400,
        currency: 'SEK',
        refundOwed: false,
      },
    ],
  };
}

it('refunds a ticket only after saying what goes back to the card, with a reason, by keyboard', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', TICKET_PATHS.eventTickets, eventTickets);
  api.answer('post', TICKET_PATHS.refundTicket, {
    ticketId: 't-1',
    state: 'refunded',
    refund: { id: 're_1', amount: 39_400, currency: 'SEK' },
  });
  renderConsole(`/tickets/${EVENT}`);
  const first = await screen.findByRole(
    'listitem',
    { name: 'Ticket 1, Anna Andersson' },
    { timeout: 10_000 },
  );
  expect(first).toHaveTextContent(/Paid by card\s*SEK\s394/);
  // A used ticket went in: it has no refund.
  const second = screen.getByRole('listitem', { name: 'Ticket 2, Anna Andersson' });
  expect(within(second).queryByRole('button')).not.toBeInTheDocument();

  const refund = within(first).getByRole('button', { name: 'Refund Ticket 1, Anna Andersson' });
  refund.focus();
  await userEvent.keyboard('{Enter}');
  let dialog = await screen.findByRole('dialog', { name: 'Refund the ticket of Anna Andersson?' });
  expect(dialog).toHaveTextContent('SEK 394 goes back to the card that paid.');
  expect(dialog).toHaveTextContent('stops working at the door');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(refund).toHaveFocus());
  expect(api.callsTo(TICKET_PATHS.refundTicket)).toEqual([]);

  await userEvent.keyboard('{Enter}');
  dialog = await screen.findByRole('dialog', { name: 'Refund the ticket of Anna Andersson?' });
  await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), ' Double booking ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'The ticket of Anna Andersson is refunded: SEK 394 back to the card.',
    ),
  );
  expect(api.callsTo(TICKET_PATHS.refundTicket)[0]?.body).toEqual({
    ticketId: 't-1',
    reason: 'Double booking',
  });
  const refunded = screen.getByRole('listitem', { name: 'Ticket 1, Anna Andersson' });
  expect(await within(refunded).findByText('Refunded')).toBeVisible();
  expect(refunded).toHaveTextContent(/Reason\s*Double booking/);
});

it('adds stock after asking, with a request id of its own, and refuses a number out of range', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  api.answer('get', TICKET_PATHS.eventTickets, eventTickets);
  api.answer('post', TICKET_PATHS.addStock, {
    itemVariantId: EVENT,
    added: 2,
    offered: 0,
    available: 2,
  });
  renderConsole(`/tickets/${EVENT}`);
  const field = await screen.findByLabelText('Tickets to add (1–1000)', {}, { timeout: 10_000 });
  await userEvent.clear(field);
  await userEvent.type(field, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Add tickets' }));
  expect(screen.getByText('Give a whole number from 1 to 1000.')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.clear(field);
  await userEvent.type(field, '2{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Add 2 tickets to Sommarkonsert?' });
  expect(dialog).toHaveTextContent('waiting list are offered them first');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add tickets' }));
  expect(await screen.findByText('2 tickets left to sell.')).toBeVisible();
  const body = api.callsTo(TICKET_PATHS.addStock)[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({ itemVariantId: EVENT, quantity: 2 });
  expect(String(body.requestId)).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.getByRole('status')).toHaveTextContent('2 tickets are added.');
});
