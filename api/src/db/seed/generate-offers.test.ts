import { SEED_BRANDS } from '../seed';

import { generateOffers } from './generate-offers';

describe('generateOffers', () => {
  it('generates the same offers on every run', () => {
    for (const { offerPlan } of SEED_BRANDS) {
      expect(generateOffers(offerPlan)).toEqual(generateOffers(offerPlan));
    }
  });

  it('writes titles without leftover placeholders, with unique ids', () => {
    for (const { offerPlan } of SEED_BRANDS) {
      const { offers } = generateOffers(offerPlan);
      expect(new Set(offers.map((offer) => offer.id)).size).toBe(offers.length);
      for (const offer of offers) {
        expect(`${offer.title} ${offer.teaserLine} ${offer.preamble}`).not.toMatch(/[{}]|\s\s/);
        expect(offer.title.charAt(0)).toBe(offer.title.charAt(0).toUpperCase());
      }
    }
  });
});
