import { findMissingTranslations } from '@klubb/i18n';

import { moreBundles } from './index';

it('has every mf-more text in Norwegian and English', () => {
  expect(findMissingTranslations(moreBundles)).toEqual([]);
});
