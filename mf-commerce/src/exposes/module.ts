import type { ComponentType } from 'react';

import { remoteModuleFromData, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { commerceBundles, COMMERCE_NAMESPACE } from '../i18n';

import routesData from './routes.json';

registerTranslations(COMMERCE_NAMESPACE, commerceBundles);

/**
 * What mf-commerce contributes: the cart button in the header, and the checkout page (the routes
 * and slots are data: routes.json, also published in klubb-contract.json).
 */
export const remoteModule: RemoteModule<ComponentType> = remoteModuleFromData(
  'mf_commerce',
  routesData,
  {
    checkout: () =>
      import('../features/checkout/components/checkout-page').then((m) => ({
        Page: m.CheckoutPage,
      })),
  },
  {
    headerEnd: () =>
      import('../features/cart/components/cart-button').then((m) => ({ Slot: m.CartButton })),
  },
);
