import { moreEntries, type MoreVisibility } from './more-entries';

const keys = (visibility: MoreVisibility) => moreEntries(visibility).map((entry) => entry.key);
const member = { showRestaurants: false, sells: true, devMode: false, signedIn: true };

it('shows a member promo, orders, tickets, waiting lists, user info, about and FAQ in that order', () => {
  expect(keys(member)).toEqual([
    'voucher',
    'orderHistory',
    'tickets',
    'waitingLists',
    'userInfo',
    'about',
    'faq',
  ]);
  expect(keys({ ...member, sells: false })).toEqual([
    'voucher',
    'orderHistory',
    'userInfo',
    'about',
    'faq',
  ]);
});

it('shows the restaurant entry only with the restaurant setting on', () => {
  expect(keys({ ...member, showRestaurants: true })).toContain('restaurant');
  expect(keys(member)).not.toContain('restaurant');
});

it('shows Dev Test only in a dev or test build', () => {
  expect(keys({ ...member, devMode: true })).toContain('devTest');
  expect(keys({ ...member, devMode: false })).not.toContain('devTest');
});

it('shows a visitor only what needs no member', () => {
  expect(keys({ showRestaurants: true, sells: true, devMode: false, signedIn: false })).toEqual([
    'about',
    'faq',
    'restaurant',
  ]);
});

it('builds each entry from the paths object', () => {
  const paths = moreEntries({ ...member, showRestaurants: true, devMode: true }).map((e) => e.path);
  expect(paths).toEqual([
    '/more/voucher',
    '/more/orderHistory',
    '/more/tickets',
    '/more/waitingLists',
    '/more/userinfo',
    '/more/about',
    '/more/faq',
    '/more/restaurant',
    '/more/dev_test',
  ]);
});
