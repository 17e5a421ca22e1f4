import type { Bundles } from '@klubb/i18n';

import en from './en.json';
import nb from './nb.json';
import sv from './sv.json';

export const COMMERCE_NAMESPACE = 'commerce';
export const commerceBundles: Bundles<typeof sv> = { sv, nb, en };
