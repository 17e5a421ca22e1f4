import { readOfferRoute } from './route-params';

describe('readOfferRoute', () => {
  it('reads /:type/:id', () => {
    expect(readOfferRoute({ type: 'benefit', id: 'klubb-benefit-001' }, '/benefit/x')).toEqual({
      id: 'klubb-benefit-001',
      type: 'benefit',
      origin: null,
    });
  });

  it('falls back to live for any other type', () => {
    expect(readOfferRoute({ type: 'konsert', id: 'x' }, '/konsert/x').type).toBe('live');
    expect(readOfferRoute({ id: 'x' }, '/x').type).toBe('live');
  });

  it('reads the origin of /:origin/:type/:id, and search results as origin search', () => {
    expect(
      readOfferRoute({ origin: 'mixedFeed', type: 'live', id: 'x' }, '/mixedFeed/live/x'),
    ).toEqual({ id: 'x', type: 'live', origin: 'mixedFeed' });
    expect(readOfferRoute({ type: 'editorial', id: 'x' }, '/search/editorial/x').origin).toBe(
      'search',
    );
  });
});
