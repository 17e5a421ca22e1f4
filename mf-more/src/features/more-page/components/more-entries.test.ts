import { moreEntries } from './more-entries';

it('shows the restaurant entry only with the setting on, and Dev Test only in dev mode', () => {
  const keys = (showRestaurants: boolean, dev: boolean) =>
    moreEntries({ showRestaurants }, dev).map((entry) => entry.key);
  expect(keys(false, false)).toEqual(['voucher', 'orderHistory', 'userInfo', 'about', 'faq']);
  expect(keys(true, false)).toContain('restaurant');
  expect(keys(false, true)).toContain('devTest');
});
