import type { ComponentType } from 'react';

import { remoteModuleFromData } from '@klubb/contracts';
import { addTranslations, type RegisterRemote } from '@klubb/runtime';

import { offerBundles, OFFER_NAMESPACE } from '../i18n';

import routesData from './routes.json';

/**
 * What mf-offer contributes: the offer detail page, under every path the spec opens it at (the
 * routes are data: routes.json, also published in klubb-contract.json).
 */
const remoteModule = remoteModuleFromData<ComponentType>('mf_offer', routesData, {
  offer: () => import('../app/offer-page').then((m) => ({ Page: m.OfferPage })),
});

/**
 * Contract 2 (ADR 015): the host hands this remote a runtime; the remote's texts join its i18n,
 * and its routes and slots go back. The pages read the runtime from React (`useRuntime`), never
 * from a module variable: one server process renders many runtimes side by side (ADR 027).
 */
export const register: RegisterRemote = (pageRuntime) => {
  addTranslations(pageRuntime, OFFER_NAMESPACE, offerBundles);
  return remoteModule;
};
