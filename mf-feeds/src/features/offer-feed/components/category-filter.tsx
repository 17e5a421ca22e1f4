import { useTranslation } from 'react-i18next';

import type { Category } from '@klubb/contracts';

import { FEEDS_NAMESPACE } from '../../../i18n';
import { MIN_CATEGORIES_FOR_FILTER, toggleCategory } from '../utils/categories-of-type';

import styles from './offer-feed.module.css';

export interface CategoryFilterProps {
  categories: ReadonlyArray<Category>;
  selected: string | null;
  onChange: (categoryId: string | null) => void;
}

/**
 * The category toggle buttons of a type feed, shown only when there are at least two categories
 * (spec §2). Pressing the selected one clears the filter.
 */
export function CategoryFilter({ categories, selected, onChange }: CategoryFilterProps) {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  if (categories.length < MIN_CATEGORIES_FOR_FILTER) return null;
  return (
    <div className={styles.categories} role="group" aria-label={t('typeFeed.categories')}>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          className={styles.category}
          aria-pressed={category.id === selected}
          onClick={() => onChange(toggleCategory(selected, category.id))}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
