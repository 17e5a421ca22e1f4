import { findMissingTranslations } from '@klubb/i18n';

import { feedsBundles } from './index';

it('has every mf-feeds text in Norwegian and English', () => {
  expect(findMissingTranslations(feedsBundles)).toEqual([]);
});
