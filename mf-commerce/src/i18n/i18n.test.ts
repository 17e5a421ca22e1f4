import { findMissingTranslations } from '@klubb/i18n';

import { commerceBundles } from './index';

it('has every mf-commerce text in Norwegian and English', () => {
  expect(findMissingTranslations(commerceBundles)).toEqual([]);
});
