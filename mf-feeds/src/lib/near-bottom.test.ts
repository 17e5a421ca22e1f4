import { isNearBottom } from './near-bottom';

describe('isNearBottom', () => {
  const page = { viewportHeight: 800, documentHeight: 5000 };

  it('is true within 600 px of the bottom, and false further up', () => {
    expect(isNearBottom({ ...page, scrollY: 3599 })).toBe(false);
    expect(isNearBottom({ ...page, scrollY: 3600 })).toBe(true);
    expect(isNearBottom({ ...page, scrollY: 4200 })).toBe(true);
  });

  it('is true for a page shorter than the window and the margin', () => {
    expect(isNearBottom({ scrollY: 0, viewportHeight: 800, documentHeight: 1300 })).toBe(true);
  });
});
