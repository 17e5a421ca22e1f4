import { normalizeAppUrl } from './app-url';

describe('normalizeAppUrl', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['HTTP://Nordic.LocalHost:3000/feed?x=1#top', 'http://nordic.localhost:3000'],
    ['https://klubb.example:443/', 'https://klubb.example'],
  ])('reads %s as %s', (input, origin) => {
    expect(normalizeAppUrl(input)).toBe(origin);
  });

  it.each(['', 'null', 'localhost:3000', 'ftp://localhost', 'javascript:alert(1)'])(
    'rejects %j',
    (input) => {
      expect(normalizeAppUrl(input)).toBeNull();
    },
  );
});
