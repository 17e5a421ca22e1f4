import type { Bundles } from '@klubb/i18n';

import en from './en.json';
import nb from './nb.json';
import sv from './sv.json';

export const AUTH_NAMESPACE = 'auth';
export const authBundles: Bundles<typeof sv> = { sv, nb, en };
