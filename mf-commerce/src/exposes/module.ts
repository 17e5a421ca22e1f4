import type { ComponentType } from 'react';

import { remoteModuleFromData } from '@klubb/contracts';
import { addTranslations, type RegisterRemote } from '@klubb/runtime';

import { commerceBundles, COMMERCE_NAMESPACE } from '../i18n';

import routesData from './routes.json';

/**
 * What mf-commerce contributes: the cart button in the header, and the checkout page (the routes
 * and slots are data: routes.json, also published in klubb-contract.json).
 */
const remoteModule = remoteModuleFromData<ComponentType>(
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

/**
 * Contract 2 (ADR 015): the host hands this remote the page's runtime, which its code reads from
 * then on; the remote's texts join the runtime's i18n, and its routes and slots go back.
 */
export const register: RegisterRemote = (pageRuntime) => {
  addTranslations(pageRuntime, COMMERCE_NAMESPACE, commerceBundles);
  return remoteModule;
};
