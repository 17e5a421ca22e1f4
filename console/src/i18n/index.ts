import type { Bundles } from '@klubb/i18n';

import en from './en.json';
import nb from './nb.json';
import sv from './sv.json';

export const CONSOLE_NAMESPACE = 'console';
export const consoleBundles: Bundles<typeof sv> = { sv, nb, en };
