import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';
import { ERRORS_NAMESPACE, errorBundles } from '@klubb/sdk';

import { isDevBuild } from '../features/more-page/utils/more-entries';
import { moreBundles, MORE_NAMESPACE } from '../i18n';

registerTranslations(MORE_NAMESPACE, moreBundles);
// The shared error texts (spec §8), for the forms' messages; the same bundles as every app's.
registerTranslations(ERRORS_NAMESPACE, errorBundles);

/** A route of the More stack whose page is loaded on first use. */
const route = (path: string, load: () => Promise<{ Page: ComponentType }>) => ({
  path,
  section: 'content' as const,
  load,
});

/** What mf-more contributes: the More stack (spec §2); every other /more path is its 404. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_more',
  routes: [
    route(paths.more.pattern, () =>
      import('../features/more-page/components/more-page').then((m) => ({ Page: m.MorePage })),
    ),
    route(paths.orderHistory.pattern, () =>
      import('../features/orders/components/order-history-page').then((m) => ({
        Page: m.OrderHistoryPage,
      })),
    ),
    route(paths.vouchers.pattern, () =>
      import('../features/vouchers/components/voucher-page').then((m) => ({ Page: m.VoucherPage })),
    ),
    route(paths.userInfo.pattern, () =>
      import('../features/user-info/components/user-info-page').then((m) => ({
        Page: m.UserInfoPage,
      })),
    ),
    route(paths.faq.pattern, () =>
      import('../features/faq/components/faq-page').then((m) => ({ Page: m.FaqPage })),
    ),
    route(paths.about.pattern, () =>
      import('../features/about/components/about-page').then((m) => ({ Page: m.AboutPage })),
    ),
    route(paths.restaurants.pattern, () =>
      import('../features/restaurants/components/restaurants-page').then((m) => ({
        Page: m.RestaurantsPage,
      })),
    ),
    route(paths.restaurant.pattern, () =>
      import('../features/restaurants/components/restaurant-detail-page').then((m) => ({
        Page: m.RestaurantDetailPage,
      })),
    ),
    // Spec §2: Dev Test only in dev or test mode; a production build has no such route (404).
    ...(isDevBuild()
      ? [
          route(paths.devTest.pattern, () =>
            import('../features/dev-test/components/dev-test-page').then((m) => ({
              Page: m.DevTestPage,
            })),
          ),
        ]
      : []),
    route(`${paths.more.pattern}/*`, () =>
      import('../components/more-not-found').then((m) => ({
        Page: m.MoreNotFound,
      })),
    ),
  ],
  slots: [],
};
