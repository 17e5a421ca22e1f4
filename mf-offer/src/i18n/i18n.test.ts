import { findMissingTranslations } from '@klubb/i18n';

import { offerBundles } from './index';

it('has every mf-offer text in Norwegian and English', () => {
  expect(findMissingTranslations(offerBundles)).toEqual([]);
});
