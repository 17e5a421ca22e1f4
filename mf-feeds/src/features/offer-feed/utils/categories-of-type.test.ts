import { categoriesOfType, toggleCategory } from './categories-of-type';

describe('categoriesOfType', () => {
  it('keeps the categories made for the type, and those that name no type', () => {
    const categories = [
      { id: 'mat', name: 'Mat', offerTypes: ['benefit', 'editorial', 'live'] as const },
      { id: 'resor', name: 'Resor', offerTypes: ['benefit', 'editorial'] as const },
      { id: 'allt', name: 'Allt' },
    ].map((category) => ({
      ...category,
      offerTypes: category.offerTypes ? [...category.offerTypes] : undefined,
    }));
    expect(categoriesOfType(categories, 'live').map((c) => c.id)).toEqual(['mat', 'allt']);
    expect(categoriesOfType(categories, 'benefit').map((c) => c.id)).toEqual([
      'mat',
      'resor',
      'allt',
    ]);
  });
});

describe('toggleCategory', () => {
  it('selects a category, and clears it when pressed again', () => {
    expect(toggleCategory(null, 'mat')).toBe('mat');
    expect(toggleCategory('resor', 'mat')).toBe('mat');
    expect(toggleCategory('mat', 'mat')).toBeNull();
  });
});
