import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { moreBundles, MORE_NAMESPACE } from '../i18n';

registerTranslations(MORE_NAMESPACE, moreBundles);

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
    route(`${paths.more.pattern}/*`, () =>
      import('../features/more-page/components/more-not-found').then((m) => ({
        Page: m.MoreNotFound,
      })),
    ),
  ],
  slots: [],
};
