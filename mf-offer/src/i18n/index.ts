import type { Bundles } from '@klubb/i18n';

import en from './en.json';
import nb from './nb.json';
import sv from './sv.json';

export const OFFER_NAMESPACE = 'offer';
export const offerBundles: Bundles<typeof sv> = { sv, nb, en };
