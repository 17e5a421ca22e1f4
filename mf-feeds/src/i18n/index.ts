import type { Bundles } from '@klubb/i18n';

import en from './en.json';
import nb from './nb.json';
import sv from './sv.json';

export const FEEDS_NAMESPACE = 'feeds';
export const feedsBundles: Bundles<typeof sv> = { sv, nb, en };
