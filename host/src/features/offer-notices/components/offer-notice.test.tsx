import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { WAITING_LIST_PATHS, type WaitingListEntry } from '@klubb/contracts';
import { initI18n } from '@klubb/i18n';
import { addTranslations } from '@klubb/runtime';
import { testProviders, testRuntime } from '@klubb/runtime/testing';
import { configureContainer } from '@klubb/sdk';
import { setUpTestApi } from '@klubb/sdk/testing';

import { hostBundles, HOST_NAMESPACE } from '../../../i18n';

import { OfferNotice } from './offer-notice';

// The test file's page runtime: its session store holds the waiting member.
const useSessionStore = testRuntime().session.store;
const testApi = setUpTestApi({
  getIdToken: async () => useSessionStore.getState().session?.idToken ?? null,
});

const entry = (offer: WaitingListEntry['offer'], orderId = 'reg-1'): WaitingListEntry => ({
  orderId,
  offerId: 'klubb-live-005',
  offerType: 'live',
  itemVariantId: 'klubb-live-005-00s',
  eventName: 'Sommarkonsert',
  variantTitle: 'Stockholm',
  date: null,
  place: offer ? null : 3,
  offer,
});

/** The Android container's interface as the simulator installs it: every call recorded. */
const bridgeCalls: Array<{ name: string; payload: unknown }> = [];
function installAndroidContainer() {
  (window as unknown as Record<string, unknown>).KlubbAndroid = {
    showNotification: (_callbackId: string, payloadJson: string) => {
      bridgeCalls.push({ name: 'showNotification', payload: JSON.parse(payloadJson) });
      return JSON.stringify({ shown: true });
    },
  };
  configureContainer();
}

function renderNotice() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { Providers } = testProviders({ queryClient });
  return render(
    <Providers>
      <MemoryRouter>
        <OfferNotice />
      </MemoryRouter>
    </Providers>,
  );
}

beforeAll(async () => {
  await initI18n(testRuntime().i18n, 'sv');
  addTranslations(testRuntime(), HOST_NAMESPACE, hostBundles);
  installAndroidContainer();
});
beforeEach(() => {
  localStorage.clear();
  bridgeCalls.length = 0;
  useSessionStore.setState({
    session: {
      uid: 'waiting-member',
      idToken: 'token-w',
      refreshToken: 'r',
      expiresAt: Date.now() + 3.6e6,
    },
  });
});

it('tells the member of a held ticket in the app and through the container, once', async () => {
  const expiresAt = Date.now() + 20 * 60_000;
  testApi.answer('get', WAITING_LIST_PATHS.getWaitingLists, [
    entry({ state: 'open', expiresAt }),
    entry(null, 'reg-2'),
  ]);
  const { unmount } = renderNotice();
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('En biljett hålls åt dig.');
  expect(status).toHaveTextContent('Från väntelistan till Sommarkonsert: köp den före');
  expect(screen.getByRole('link', { name: 'Visa Mina väntelistor' })).toHaveAttribute(
    'href',
    '/more/waitingLists',
  );
  await waitFor(() => expect(bridgeCalls).toHaveLength(1));
  expect(bridgeCalls[0]?.payload).toMatchObject({
    title: 'En biljett hålls åt dig.',
    path: '/more/waitingLists',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Stäng' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  unmount();

  // The app again (a restart): the same offer is not told twice.
  renderNotice();
  await waitFor(() => expect(testApi.callsTo(WAITING_LIST_PATHS.getWaitingLists)).toHaveLength(2));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(bridgeCalls).toHaveLength(1);
});

it('tells nothing of a place in line, an offer run out or a taken one', async () => {
  testApi.answer('get', WAITING_LIST_PATHS.getWaitingLists, [
    entry(null),
    entry({ state: 'open', expiresAt: Date.now() - 1000 }, 'reg-3'),
    entry({ state: 'taken', expiresAt: Date.now() + 60_000 }, 'reg-4'),
  ]);
  renderNotice();
  await waitFor(() => expect(testApi.callsTo(WAITING_LIST_PATHS.getWaitingLists)).toHaveLength(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(bridgeCalls).toEqual([]);
});
