import { errorBundles, findMissingTranslations } from '@klubb/i18n';

import { authBundles } from './index';

it('has every mf-auth text in Norwegian and English', () => {
  expect(findMissingTranslations(authBundles)).toEqual([]);
});

it('has every error message in Norwegian and English', () => {
  expect(findMissingTranslations(errorBundles)).toEqual([]);
});
