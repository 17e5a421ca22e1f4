import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { API_PATHS } from '@klubb/contracts';
import { initI18n } from '@klubb/i18n';
import { addTranslations } from '@klubb/runtime';
import { testBrand, testProviders, testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';
import { installDialogMethods } from '@klubb/ui/testing';

import { moreBundles, MORE_NAMESPACE } from '../../../i18n';
import { bistro } from '../testing/restaurant-fixture';
import {
  readCachedRestaurants,
  RESTAURANT_CACHE_LIFETIME_MS,
  writeCachedRestaurants,
} from '../utils/restaurant-cache';

import { RESTAURANT_INFO_SEEN_KEY, RestaurantsPage } from './restaurants-page';

// Issue 32: offline, the restaurants come from the device and the map says it waits for the
// network (it said "Laddar kartan…" for good), then loads by itself when the network returns.
// The real useOnline (navigator.onLine and its events), the real Maps loader (its script is
// played: jsdom fetches no script), the SDK's real client against MSW.
const testApi = setUpTestApi();
const runtime = testRuntime();

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/** The Maps API's script tags the loader inserted, newest last. */
const mapsScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith('https://maps.googleapis.com/'),
  );

/** What a browser does with a script it cannot fetch. */
const failScript = (script: HTMLScriptElement) => script.dispatchEvent(new Event('error'));

beforeAll(async () => {
  installDialogMethods();
  await initI18n(runtime.i18n, 'sv');
  addTranslations(runtime, MORE_NAMESPACE, moreBundles);
});
beforeEach(() => {
  window.localStorage.clear();
  runtime.storage.write(RESTAURANT_INFO_SEEN_KEY, true);
  runtime.session.store.setState({
    brand: testBrand({ config: { showRestaurants: true } }),
    user: {
      id: 'member-1',
      firstName: 'Mia',
      lastName: 'Medlem',
      brandRoleId: null,
      email: 'mia@example.test',
      phoneNumber: null,
      pushNotificationToken: null,
    } as never,
  });
});
afterEach(async () => {
  setOnline(true);
  await settleLoader();
});

/**
 * The app running (its query client mounted, following the network), and `page()` shown in it
 * when `open` is called: as the host has it when the member opens the page.
 */
function startApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { Providers } = testProviders({ queryClient: client });
  const view = render(<Providers>{null}</Providers>);
  return {
    open: () =>
      view.rerender(
        <Providers>
          <MemoryRouter>
            <RestaurantsPage />
          </MemoryRouter>
        </Providers>,
      ),
  };
}

const renderPage = () => startApp().open();

/**
 * Ends the page's Maps loader's pending load (its script fails, its retries too), so the next
 * test's load inserts scripts of its own: the loader's bootstrap is the page's, one per file.
 */
async function settleLoader() {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
  await pause();
  for (let round = 0; round < 8; round += 1) {
    const pending = mapsScripts().filter((script) => !script.dataset.settled);
    if (pending.length === 0) break;
    for (const script of pending) {
      script.dataset.settled = 'true';
      failScript(script);
    }
    await pause();
  }
  for (const script of mapsScripts()) script.remove();
}

const SETTINGS = {
  apiKey: 'test-key',
  center_lat: 59.33,
  center_lng: 18.06,
  zoom: 12,
  mapId: '',
  zoomControl: true,
  mapTypeControl: false,
  streetViewControl: false,
  fullscreenControl: false,
  clickableIcons: false,
};
const MAP_OFFLINE =
  'Du är offline. Kartan visas av sig själv när anslutningen är tillbaka; restaurangerna finns i listan nedan.';
const SAVED_COPY_OFFLINE =
  'Ingen anslutning: restaurangerna visas som de sparades senast och kan ha ändrats sedan.';

it('opened offline, shows the list kept on the device with a notice, the map waiting for the network, and both come back online', async () => {
  // Kept two hours ago (past its time-to-live): the page asks the API, which it cannot yet.
  writeCachedRestaurants(runtime.storage, [bistro], Date.now() - 2 * RESTAURANT_CACHE_LIFETIME_MS);
  const app = startApp();
  act(() => setOnline(false));
  app.open();
  expect(await screen.findByText(MAP_OFFLINE)).toHaveAttribute('role', 'alert');
  expect(screen.queryByText('Laddar kartan…')).not.toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Restauranger i listform' });
  expect(within(list).getByRole('link', { name: 'Bistro Norr' })).toBeVisible();
  expect(screen.getByText(SAVED_COPY_OFFLINE)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('heading', { name: 'Du är offline' })).not.toBeInTheDocument();
  expect(testApi.calls).toHaveLength(0);

  // Back online: the map's settings and script are asked for, and the list is refreshed.
  testApi.answer('get', API_PATHS.getRestaurantMapsSettings, SETTINGS);
  testApi.answer('get', API_PATHS.getRestaurantList, [{ ...bistro, name: 'Bistro Söder' }]);
  act(() => setOnline(true));
  await waitFor(() => expect(mapsScripts().length).toBeGreaterThan(0));
  expect(screen.queryByText(MAP_OFFLINE)).not.toBeInTheDocument();
  expect(screen.queryByText(SAVED_COPY_OFFLINE)).not.toBeInTheDocument();
  expect(screen.getByText('Laddar kartan…')).toBeVisible();
  await waitFor(() => expect(testApi.callsTo(API_PATHS.getRestaurantList)).toHaveLength(1));
  // The new list is kept in turn.
  await waitFor(() =>
    expect(readCachedRestaurants(runtime.storage)?.restaurants[0]?.name).toBe('Bistro Söder'),
  );
});

it('a map script that could not come offline waits for the network and is tried again by itself', async () => {
  writeCachedRestaurants(runtime.storage, [bistro]);
  testApi.answer('get', API_PATHS.getRestaurantMapsSettings, SETTINGS);
  renderPage();
  await waitFor(() => expect(mapsScripts()).toHaveLength(1));
  expect(screen.getByText('Laddar kartan…')).toBeVisible();
  // The network goes before the script comes; the loader tries it 3 more times, in vain.
  act(() => setOnline(false));
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await waitFor(() => expect(mapsScripts()).toHaveLength(attempt));
    act(() => failScript(mapsScripts()[attempt - 1]!));
  }
  expect(await screen.findByText(MAP_OFFLINE)).toBeVisible();
  expect(screen.queryByText(/Det gick inte att ladda Google Maps/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bistro Norr' })).toBeVisible();

  act(() => setOnline(true));
  await waitFor(() => expect(mapsScripts()).toHaveLength(5));
  expect(screen.queryByText(MAP_OFFLINE)).not.toBeInTheDocument();
  expect(screen.getByText('Laddar kartan…')).toBeVisible();
});

it('with the network, a script that will not come is the failed map', async () => {
  writeCachedRestaurants(runtime.storage, [bistro]);
  testApi.answer('get', API_PATHS.getRestaurantMapsSettings, SETTINGS);
  renderPage();
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await waitFor(() => expect(mapsScripts().length).toBeGreaterThanOrEqual(attempt));
    act(() => failScript(mapsScripts().at(-1)!));
  }
  expect(await screen.findByText(/Det gick inte att ladda Google Maps/)).toBeVisible();
  expect(screen.queryByText(/Du är offline/)).not.toBeInTheDocument();
});

it('offline with no list kept, says the page loads by itself when the network returns', async () => {
  const app = startApp();
  act(() => setOnline(false));
  app.open();
  expect(await screen.findByRole('heading', { name: 'Du är offline' })).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Restauranger i listform' })).not.toBeInTheDocument();
});
