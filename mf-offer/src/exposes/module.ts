import type { ComponentType } from 'react';

import { remoteModuleFromData, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { offerBundles, OFFER_NAMESPACE } from '../i18n';

import routesData from './routes.json';

registerTranslations(OFFER_NAMESPACE, offerBundles);

/**
 * What mf-offer contributes: the offer detail page, under every path the spec opens it at (the
 * routes are data: routes.json, also published in klubb-contract.json).
 */
export const remoteModule: RemoteModule<ComponentType> = remoteModuleFromData(
  'mf_offer',
  routesData,
  { offer: () => import('../app/offer-page').then((m) => ({ Page: m.OfferPage })) },
);
