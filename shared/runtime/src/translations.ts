import type { i18n as I18n } from 'i18next';

import type { Bundles } from '@klubb/i18n';

import type { KlubbRuntime } from './runtime';

function addBundles(i18n: I18n, namespace: string, bundles: Bundles): void {
  for (const [language, resources] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

/**
 * Adds a remote's namespace to the runtime's i18n instance (its `register` calls it). Route-first
 * loading can register a remote before the brand, and so the language, is known: i18next has no
 * resource store before `init`, so the texts join when it is initialised.
 */
export function addTranslations(runtime: KlubbRuntime, namespace: string, bundles: Bundles): void {
  const { i18n } = runtime;
  // `store` is typed as always there; before init it is not (nor are its methods).
  if ((i18n.store as I18n['store'] | undefined) !== undefined) {
    addBundles(i18n, namespace, bundles);
    return;
  }
  const whenReady = () => {
    i18n.off('initialized', whenReady);
    addBundles(i18n, namespace, bundles);
  };
  i18n.on('initialized', whenReady);
}
