import { findMissingTranslations } from './completeness';
import { commonBundles } from './i18n';

describe('common translations', () => {
  it('has every Swedish key in Norwegian and English', () => {
    expect(findMissingTranslations(commonBundles)).toEqual([]);
  });

  it('reports a missing key', () => {
    const bundles = {
      sv: { a: 'x', b: { c: 'y' } },
      nb: { a: 'x' },
      en: { a: 'x', b: { c: 'y' } },
    };
    expect(findMissingTranslations(bundles)).toEqual(['nb: missing b.c']);
  });
});
