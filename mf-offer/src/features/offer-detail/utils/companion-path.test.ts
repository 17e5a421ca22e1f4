import { companionPath } from './companion-path';

const editorial = { id: 'klubb-editorial-003', type: 'editorial' as const };
const live = { id: 'klubb-live-001', type: 'live' as const };

describe('companionPath', () => {
  it('opens /{type}/{companion type}/{id} from a type page when the companion is of another type', () => {
    expect(companionPath('live', editorial)).toBe('/live/editorial/klubb-editorial-003');
  });

  it('opens /{type}/{id} when the companion has the page’s type', () => {
    expect(companionPath('live', live)).toBe('/live/klubb-live-001');
  });

  it('keeps the origin of an offer opened from elsewhere', () => {
    expect(companionPath('mixedFeed', editorial)).toBe('/mixedFeed/editorial/klubb-editorial-003');
    expect(companionPath('search', live)).toBe('/search/live/klubb-live-001');
    expect(companionPath('editorial', editorial)).toBe('/editorial/klubb-editorial-003');
  });

  it('encodes the id', () => {
    expect(companionPath('benefit', { id: 'a b', type: 'benefit' })).toBe('/benefit/a%20b');
  });
});
