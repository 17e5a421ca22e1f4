import { findMissingTranslations } from '@klubb/i18n';

import { consoleBundles } from './index';

it('has every console text in Norwegian and English', () => {
  expect(findMissingTranslations(consoleBundles)).toEqual([]);
});
