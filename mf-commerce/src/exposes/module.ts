import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { commerceBundles, COMMERCE_NAMESPACE } from '../i18n';

registerTranslations(COMMERCE_NAMESPACE, commerceBundles);

/** What mf-commerce contributes: the cart button in the header, and the checkout page. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_commerce',
  routes: [
    {
      path: paths.checkout.pattern,
      section: 'content',
      load: () =>
        import('../features/checkout/components/checkout-page').then((m) => ({
          Page: m.CheckoutPage,
        })),
    },
  ],
  slots: [
    {
      name: 'headerEnd',
      load: () =>
        import('../features/cart/components/cart-button').then((m) => ({ Slot: m.CartButton })),
    },
  ],
};
