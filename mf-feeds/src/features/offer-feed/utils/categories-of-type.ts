import type { Category, OfferType } from '@klubb/contracts';

/** The categories a type feed can filter by: those made for the type (all, when a category says none). */
export function categoriesOfType(categories: ReadonlyArray<Category>, type: OfferType): Category[] {
  return categories.filter(
    (category) => !category.offerTypes || category.offerTypes.includes(type),
  );
}

/** Category buttons show only when there are at least two to choose from (spec §2). */
export const MIN_CATEGORIES_FOR_FILTER = 2;

/** The next selection after a category button is pressed: pressing the selected one clears it. */
export const toggleCategory = (selected: string | null, pressed: string): string | null =>
  selected === pressed ? null : pressed;
