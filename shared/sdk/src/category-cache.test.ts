import type { Category } from '@klubb/contracts';

import {
  CATEGORY_CACHE_KEY,
  CATEGORY_CACHE_LIFETIME_MS,
  readCachedCategories,
  writeCachedCategories,
} from './category-cache';
import { createPageStorage } from './storage';

const storage = createPageStorage();

const APP = 'http://localhost:3000';
const FOOD: Category = { id: 'klubb-mat', name: 'Mat & dryck', offerTypes: ['live', 'benefit'] };

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the category store (categoryDataStore)', () => {
  it('keeps the categories with the time they were saved, until the time-to-live runs out', () => {
    const savedAt = Date.now();
    writeCachedCategories(storage, APP, [FOOD]);
    expect(window.localStorage.getItem(`klubb:${CATEGORY_CACHE_KEY}`)).not.toBeNull();
    jest.advanceTimersByTime(CATEGORY_CACHE_LIFETIME_MS - 1);
    expect(readCachedCategories(storage, APP)).toEqual({ categories: [FOOD], savedAt });
    jest.advanceTimersByTime(1);
    expect(readCachedCategories(storage, APP)).toBeNull();
  });

  it("does not hand one app URL's categories to another", () => {
    writeCachedCategories(storage, APP, [FOOD]);
    expect(readCachedCategories(storage, 'http://nordic.localhost:3000')).toBeNull();
  });

  it('reads anything malformed as nothing stored', () => {
    storage.write(CATEGORY_CACHE_KEY, { appUrl: APP, savedAt: 1, categories: [{ id: 3 }] });
    expect(readCachedCategories(storage, APP)).toBeNull();
    storage.write(CATEGORY_CACHE_KEY, 'categories');
    expect(readCachedCategories(storage, APP)).toBeNull();
  });
});
