import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

import { APP_URL_HEADER, paths, TICKET_PATHS, type Language, type Ticket } from '@klubb/contracts';
import { initI18n } from '@klubb/i18n';
import { RuntimeProvider, type KlubbRuntime } from '@klubb/runtime';
import { createRuntime } from '@klubb/runtime/create';
import { testBrand } from '@klubb/runtime/testing';
import { createMemoryStorage } from '@klubb/sdk';
import { setUpTestApi, TEST_API_URL } from '@klubb/sdk/testing';

import { writeCachedTickets } from '../features/tickets/utils/ticket-cache';

import { register } from './module';

// Two runtimes in one process, as two server renders of two brands are (ADR 027): one loaded
// mf-more serves both, and each page reads its own runtime's brand, member, language, API and
// storage. The API is MSW at the HTTP layer; each ticket call is recorded with brand and token.
const testApi = setUpTestApi();
const ticketCalls: Array<{ appUrl: string | null; authorization: string | null }> = [];
testApi.server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname !== TICKET_PATHS.getTicketList) return;
  ticketCalls.push({
    appUrl: request.headers.get(APP_URL_HEADER),
    authorization: request.headers.get('authorization'),
  });
});

const inAnHour = () => Date.now() + 3_600_000;

const ticket = (id: string, eventName: string): Ticket => ({
  id,
  payload: `payload-${id}`,
  state: 'valid',
  offerId: 'klubb-event-001',
  itemVariantId: 'v1',
  eventName,
  variantTitle: 'Ståplats',
  date: null,
  location: null,
  holderName: 'Holder',
  usedAt: null,
});

/** A member's page: its own runtime, brand, language and memory storage, as a server render's. */
async function memberRuntime(member: {
  appUrl: string;
  uid: string;
  language: Language;
  brandId: string;
  eventName: string;
}): Promise<KlubbRuntime> {
  const runtime = createRuntime({
    appUrl: member.appUrl,
    apiUrl: TEST_API_URL,
    storage: createMemoryStorage(),
  });
  runtime.session.store.setState({
    brand: testBrand({
      id: member.brandId,
      language: member.language,
      config: { remotes: ['mf_more'] },
    }),
    session: {
      uid: member.uid,
      idToken: `token-${member.uid}`,
      refreshToken: 'r',
      expiresAt: inAnHour(),
    },
    user: {
      id: member.uid,
      firstName: member.uid,
      lastName: 'Medlem',
      brandRoleId: null,
      email: `${member.uid}@example.test`,
      phoneNumber: null,
      pushNotificationToken: null,
      completedOnboarding: true,
    },
    appState: 'content',
  });
  await initI18n(runtime.i18n, member.language);
  // The member's tickets as last seen, kept in this runtime's storage only.
  writeCachedTickets(runtime.storage, member.uid, [ticket(`t-${member.uid}`, member.eventName)]);
  return runtime;
}

async function ticketsPageOf(runtime: KlubbRuntime): Promise<ComponentType> {
  const route = register(runtime).routes.find((r) => r.path === paths.tickets.pattern);
  if (!route) throw new Error('mf-more has no tickets route');
  return (await route.load()).Page;
}

function renderWith(runtime: KlubbRuntime, Page: ComponentType, label: string) {
  return render(
    <RuntimeProvider runtime={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <I18nextProvider i18n={runtime.i18n}>
          <MemoryRouter initialEntries={[paths.tickets.build()]}>
            <main aria-label={label}>
              <Page />
            </main>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </RuntimeProvider>,
  );
}

beforeEach(() => {
  ticketCalls.length = 0;
});

it('renders two runtimes side by side, each page with its own brand, member, language and storage', async () => {
  const anna = await memberRuntime({
    appUrl: 'http://klubb.test',
    uid: 'anna',
    language: 'sv',
    brandId: 'klubb',
    eventName: 'Annas konsert',
  });
  const ola = await memberRuntime({
    appUrl: 'http://norge.test',
    uid: 'ola',
    language: 'nb',
    brandId: 'klubb-norge',
    eventName: 'Olas konsert',
  });
  // The API is unreachable: each page shows the tickets its own runtime kept.
  testApi.fail('get', TICKET_PATHS.getTicketList, {
    status: 503,
    code: 'unavailable',
    message: 'Unavailable',
  });
  // Both register before either renders, as two renders that interleave on one server do.
  const annasPage = await ticketsPageOf(anna);
  const olasPage = await ticketsPageOf(ola);
  renderWith(anna, annasPage, 'anna');
  renderWith(ola, olasPage, 'ola');

  const annas = within(screen.getByRole('main', { name: 'anna' }));
  const olas = within(screen.getByRole('main', { name: 'ola' }));
  expect(await annas.findByText('Annas konsert')).toBeInTheDocument();
  expect(await olas.findByText('Olas konsert')).toBeInTheDocument();
  expect(annas.getByRole('heading', { name: 'Mina biljetter' })).toBeInTheDocument();
  expect(olas.getByRole('heading', { name: 'Mine billetter' })).toBeInTheDocument();
  expect(annas.queryByText('Olas konsert')).toBeNull();
  expect(olas.queryByText('Annas konsert')).toBeNull();
  // Each page asked the API for its own brand with its own member's token.
  expect(ticketCalls).toHaveLength(2);
  expect(ticketCalls).toEqual(
    expect.arrayContaining([
      { appUrl: 'http://klubb.test', authorization: 'Bearer token-anna' },
      { appUrl: 'http://norge.test', authorization: 'Bearer token-ola' },
    ]),
  );
});
