import type { Bundles } from '@klubb/i18n';

import en from './en.json';
import nb from './nb.json';
import sv from './sv.json';

export const MORE_NAMESPACE = 'more';
export const moreBundles: Bundles<typeof sv> = { sv, nb, en };
