import i18next from 'i18next';

import { createServerI18n } from './server-i18n';

const hostTexts = {
  sv: {
    greeting: 'Hej {{name}}',
    offers_one: '{{count}} erbjudande',
    offers_other: '{{count}} erbjudanden',
  },
  nb: {
    greeting: 'Hei {{name}}',
    offers_one: '{{count}} tilbud',
    offers_other: '{{count}} tilbud',
  },
  en: {
    greeting: 'Hello {{name}}',
    offers_one: '{{count}} offer',
    offers_other: '{{count}} offers',
  },
};
const base = [['host', hostTexts]] as const;

describe('createServerI18n', () => {
  test('one instance per language and remote version, each fixed in its language', async () => {
    const serverI18n = createServerI18n();
    const sv = await serverI18n('sv', 'mf_feeds@1.0.0', base);
    expect(await serverI18n('sv', 'mf_feeds@1.0.0', base)).toBe(sv);
    const nb = await serverI18n('nb', 'mf_feeds@1.0.0', base);
    const canary = await serverI18n('sv', 'mf_feeds@1.1.0', base);
    expect(nb).not.toBe(sv);
    expect(canary).not.toBe(sv);
    expect(sv.view.language).toBe('sv');
    expect(nb.view.language).toBe('nb');
    expect(sv.view.getFixedT('sv', 'host')('greeting', { name: 'Ada' })).toBe('Hej Ada');
    expect(nb.view.getFixedT('nb', 'host')('greeting', { name: 'Ada' })).toBe('Hei Ada');
    // No property of its own for react-i18next's per-component wrapper to copy, its record of
    // used namespaces included.
    expect(sv.view.reportNamespaces).toBeDefined();
    expect(Object.getOwnPropertyNames(sv.view)).toEqual([]);
    // The common texts are there, in the instance's language.
    expect(nb.view.getFixedT('nb', 'common')('close')).toBe('Lukk');
  });

  test("a remote version's texts stay its own: a canary's never reach the stable version's", async () => {
    const serverI18n = createServerI18n();
    const stable = await serverI18n('sv', 'mf_feeds@1.0.0', base);
    const canary = await serverI18n('sv', 'mf_feeds@1.1.0', base);
    stable.view.addResourceBundle('sv', 'feeds', { title: 'Flöde' }, true, true);
    canary.view.addResourceBundle('sv', 'feeds', { title: 'Nytt flöde' }, true, true);
    expect(stable.view.getFixedT('sv', 'feeds')('title')).toBe('Flöde');
    expect(canary.view.getFixedT('sv', 'feeds')('title')).toBe('Nytt flöde');
  });

  test('a bundles object added again is skipped; a new one is merged', async () => {
    const serverI18n = createServerI18n();
    const { view } = await serverI18n('sv', 'mf_feeds@1.0.0', base);
    const texts = { title: 'Flöde' };
    view.addResourceBundle('sv', 'feeds', texts, true, true);
    // Changed behind i18next's back: a second add of the same object would copy it in.
    texts.title = 'Ändrat';
    view.addResourceBundle('sv', 'feeds', texts, true, true);
    expect(view.getFixedT('sv', 'feeds')('title')).toBe('Flöde');
    view.addResourceBundle('sv', 'feeds', { title: 'Annat' }, true, true);
    expect(view.getFixedT('sv', 'feeds')('title')).toBe('Annat');
  });

  test("t() gives i18next's own texts, kept or not: plurals, values, default values", async () => {
    const serverI18n = createServerI18n();
    const { view } = await serverI18n('en', 'mf_offer@2.0.0', base);
    const plain = i18next.createInstance();
    await plain.init({
      lng: 'en',
      fallbackLng: 'sv',
      resources: { en: { host: hostTexts.en }, sv: { host: hostTexts.sv } },
      interpolation: { escapeValue: false },
    });
    const t = view.getFixedT('en', 'host');
    expect(view.getFixedT('en', 'host')).toBe(t);
    const expected = plain.getFixedT('en', 'host');
    const calls: Array<[string, Record<string, unknown> | string | undefined]> = [
      ['offers', { count: 1 }],
      ['offers', { count: 3 }],
      ['offers', { count: 1 }],
      ['greeting', { name: 'Ada' }],
      ['greeting', { name: 'Bo' }],
      ['greeting', { name: 'Ada' }],
      ['missing', 'A default'],
      ['missing', 'Another default'],
      ['missing', undefined],
      ['greeting', { name: new Date(0) }],
    ];
    for (const [key, options] of [...calls, ...calls]) {
      expect(t(key, options as never)).toBe(expected(key, options as never));
    }
  });
});
