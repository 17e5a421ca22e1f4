import { findMissingTranslations } from '@klubb/i18n';

import { hostBundles } from './index';

it('has every host text in Norwegian and English', () => {
  expect(findMissingTranslations(hostBundles)).toEqual([]);
});
