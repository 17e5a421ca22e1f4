import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { offerBundles, OFFER_NAMESPACE } from '../i18n';

registerTranslations(OFFER_NAMESPACE, offerBundles);

const loadOfferPage = () => import('../app/offer-page').then((m) => ({ Page: m.OfferPage }));

/** What mf-offer contributes: the offer detail page, under every path the spec opens it at. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_offer',
  routes: [
    { path: paths.offer.pattern, section: 'content', load: loadOfferPage },
    { path: paths.offerWithOrigin.pattern, section: 'content', load: loadOfferPage },
    { path: paths.searchResult.pattern, section: 'content', load: loadOfferPage },
  ],
  slots: [],
};
