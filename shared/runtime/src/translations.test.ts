import i18next from 'i18next';

import { setUpTestApi } from '@klubb/sdk/testing';

import { testRuntime } from './testing/test-runtime';
import { addTranslations } from './translations';

setUpTestApi();

const bundles = { sv: { hello: 'Hej' }, nb: { hello: 'Hei' }, en: { hello: 'Hello' } };

// A runtime with its own i18next instance, so each test starts before or after init as it says.
const runtimeWith = (i18n = i18next.createInstance()) => ({ ...testRuntime(), i18n });

describe('a remote’s translations added through the runtime', () => {
  it('join an initialised instance at once', async () => {
    const runtime = runtimeWith();
    await runtime.i18n.init({ lng: 'nb', resources: {} });
    addTranslations(runtime, 'remote', bundles);
    expect(runtime.i18n.t('remote:hello')).toBe('Hei');
  });

  it('wait for init when the remote is registered before the language is known', async () => {
    const runtime = runtimeWith();
    addTranslations(runtime, 'remote', bundles);
    await runtime.i18n.init({ lng: 'en', resources: {} });
    expect(runtime.i18n.t('remote:hello')).toBe('Hello');
  });
});
