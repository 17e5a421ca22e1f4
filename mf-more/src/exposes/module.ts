import type { ComponentType } from 'react';

import { paths, remoteModuleFromData, type RemoteModule } from '@klubb/contracts';
import { ERRORS_NAMESPACE, errorBundles } from '@klubb/i18n';
import { addTranslations, type RegisterRemote } from '@klubb/runtime';

import { loadRestaurantsPage } from '../app/restaurants-page-load';
import { isDevBuild } from '../features/more-page/utils/more-entries';
import { moreBundles, MORE_NAMESPACE } from '../i18n';

import routesData from './routes.json';

/**
 * What mf-more contributes: the More stack (spec §2); every other /more path is its 404. The
 * routes are data (routes.json, also published in klubb-contract.json); here are their pages.
 */
const published = remoteModuleFromData<ComponentType>('mf_more', routesData, {
  // With the restaurants page's code fetched ahead for a member who keeps their list (issue 32).
  more: () => import('../app/more-page').then((m) => ({ Page: m.MorePageWithRestaurantsAhead })),
  orderHistory: () =>
    import('../features/orders/components/order-history-page').then((m) => ({
      Page: m.OrderHistoryPage,
    })),
  tickets: () =>
    import('../features/tickets/components/tickets-page').then((m) => ({ Page: m.TicketsPage })),
  waitingLists: () =>
    import('../features/waiting-lists/components/waiting-lists-page').then((m) => ({
      Page: m.WaitingListsPage,
    })),
  vouchers: () =>
    import('../features/vouchers/components/voucher-page').then((m) => ({ Page: m.VoucherPage })),
  userInfo: () =>
    import('../features/user-info/components/user-info-page').then((m) => ({
      Page: m.UserInfoPage,
    })),
  faq: () => import('../features/faq/components/faq-page').then((m) => ({ Page: m.FaqPage })),
  about: () =>
    import('../features/about/components/about-page').then((m) => ({ Page: m.AboutPage })),
  restaurants: () => loadRestaurantsPage().then((m) => ({ Page: m.RestaurantsPage })),
  restaurant: () =>
    import('../features/restaurants/components/restaurant-detail-page').then((m) => ({
      Page: m.RestaurantDetailPage,
    })),
  notFound: () => import('../components/more-not-found').then((m) => ({ Page: m.MoreNotFound })),
});

/**
 * Spec §2: Dev Test only in dev or test mode; a production build has no such route (404). It is
 * not in routes.json, so never published to the registry: a host routing by the registry's
 * document mounts it only from a module that offers it and a document that names it (never).
 */
const remoteModule: RemoteModule<ComponentType> = isDevBuild()
  ? {
      ...published,
      routes: [
        ...published.routes,
        {
          path: paths.devTest.pattern,
          section: 'content',
          load: () =>
            import('../features/dev-test/components/dev-test-page').then((m) => ({
              Page: m.DevTestPage,
            })),
        },
      ],
    }
  : published;

/**
 * Contract 2 (ADR 015): the host hands this remote a runtime; the remote's texts join the
 * runtime's i18n, and its routes and slots go back. Nothing keeps the runtime here: the pages read
 * it with `useRuntime()` where they render (ADR 027), so one loaded module serves any number of
 * runtimes (server renders side by side).
 */
export const register: RegisterRemote = (pageRuntime) => {
  addTranslations(pageRuntime, MORE_NAMESPACE, moreBundles);
  // The shared error texts (spec §8), for the forms' messages; the same bundles as every app's.
  addTranslations(pageRuntime, ERRORS_NAMESPACE, errorBundles);
  return remoteModule;
};
