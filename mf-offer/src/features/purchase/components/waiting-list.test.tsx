import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { API_PATHS } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';
import { installDialogMethods } from '@klubb/ui/testing';

import { offerKeys } from '../../../api/offer-queries';
import { TICKETS } from '../../../test/fixtures';
import { renderWithProviders, setUpI18n } from '../../../test/render';

import { WaitingList, type WaitingListProps } from './waiting-list';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

// The one call the waiting list makes, answered per test at the HTTP layer.
const testApi = setUpTestApi();
const INTEREST = API_PATHS.registerInterest;
const interestCalls = () => testApi.callsTo(INTEREST);

beforeAll(async () => {
  installDialogMethods();
  await setUpI18n();
});
beforeEach(() => {
  useSessionStore.setState({ appState: 'content' });
});

const ticket = TICKETS[0]!;

function renderList(overrides: Partial<WaitingListProps> = {}) {
  const props: WaitingListProps = {
    offerId: 'klubb-live-002',
    ticket,
    nameTicket: false,
    signedIn: true,
    ...overrides,
  };
  return renderWithProviders(<WaitingList {...props} />);
}

const joinButton = () => screen.getByRole('button', { name: /^Ställ dig på väntelistan/ });
/** A promise the test settles itself, to look at the busy state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('WaitingList', () => {
  it('joins the list for the ticket: busy while asked, then says so in a live region', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ orderId: string; alreadyRegistered: boolean }>();
    testApi.answer('post', INTEREST, () => answer.promise);
    renderList();
    expect(
      screen.getByText('Biljetterna är slutsålda. Du kan ställa dig på väntelistan.'),
    ).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(joinButton());
    const busy = await screen.findByRole('button', { name: 'Ställer dig på väntelistan…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy sends nothing more.
    await user.click(busy);
    expect(interestCalls()).toHaveLength(1);
    expect(interestCalls()[0]?.body).toEqual({
      offerId: 'klubb-live-002',
      itemVariantId: ticket.id,
    });

    await act(async () => answer.resolve({ orderId: 'order-1', alreadyRegistered: false }));
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());
    expect(status).toHaveTextContent(
      'Du står nu på väntelistan. Vi hör av oss om fler biljetter släpps.',
    );
    // Issue 32 item 8: joined is a state of its own; the join button does not stay.
    expect(screen.queryByRole('button', { name: /^Ställ dig på väntelistan/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lämna väntelistan' })).toBeVisible();
    expect(interestCalls()).toHaveLength(1);
  });

  it('says when the member was already on the list', async () => {
    const user = userEvent.setup();
    testApi.answer('post', INTEREST, { orderId: 'order-1', alreadyRegistered: true });
    renderList();
    await user.click(joinButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Du står redan på väntelistan.');
  });

  it('opens saying the member is on the list already, with no join to press', () => {
    renderList({ joined: true });
    expect(screen.getByRole('status')).toHaveTextContent('Du står redan på väntelistan.');
    expect(screen.queryByRole('button', { name: /^Ställ dig på väntelistan/ })).toBeNull();
  });

  it('leaves the list, and can join it again', async () => {
    const user = userEvent.setup();
    testApi.answer('delete', INTEREST, () => new Response(null, { status: 204 }));
    testApi.answer('post', INTEREST, { orderId: 'order-2', alreadyRegistered: false });
    renderList({ joined: true });
    await user.click(screen.getByRole('button', { name: 'Lämna väntelistan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Du står inte längre på väntelistan.',
    );
    expect(testApi.callsTo(INTEREST).filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(testApi.callsTo(INTEREST)[0]?.body).toEqual({
      offerId: 'klubb-live-002',
      itemVariantId: ticket.id,
    });
    await user.click(joinButton());
    expect(await screen.findByRole('button', { name: 'Lämna väntelistan' })).toBeVisible();
  });

  it('names the ticket and its time when the offer has several', () => {
    renderList({ nameTicket: true });
    expect(joinButton()).toHaveAccessibleName(
      /^Ställ dig på väntelistan för Ordinarie, Göteborg, 1 februari 2027, \d\d:00$/,
    );
  });

  it('asks for a ticket first when none of several is chosen', async () => {
    const user = userEvent.setup();
    renderList({ ticket: null, nameTicket: true });
    await user.click(joinButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Välj stad och tid för biljetten du vill stå på väntelistan för.',
    );
    expect(interestCalls()).toHaveLength(0);
  });

  it('offers an anonymous visitor to sign in instead', async () => {
    const user = userEvent.setup();
    renderList({ signedIn: false });
    await user.click(joinButton());
    const dialog = await screen.findByRole('dialog', {
      name: 'Du behöver logga in för att ställa dig på väntelistan. Vill du logga in nu?',
    });
    expect(interestCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(dialog).not.toBeInTheDocument();
    expect(useSessionStore.getState().appState).toBe('auth');
  });

  it('shows the generic error in an alert, and asks for the offer again', async () => {
    const user = userEvent.setup();
    testApi.fail('post', INTEREST, {
      status: 409,
      code: 'interest/not-sold-out',
      message: 'Not sold out',
    });
    const { client } = renderList();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    await user.click(joinButton());
    const dialog = await screen.findByRole('dialog', {
      name: 'Kunde inte ställa dig på väntelistan',
    });
    expect(dialog).toHaveTextContent('Något gick fel, försök igen senare.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({
        queryKey: [...offerKeys.all, 'detail', 'klubb-live-002'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog).not.toBeInTheDocument();
  });
});
