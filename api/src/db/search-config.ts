import type { Brand } from '@klubb/contracts';

/** The PostgreSQL text-search configurations the offers' search vectors are built with. */
export type SearchConfig = 'swedish' | 'norwegian' | 'english';

/**
 * A brand language's text-search configuration: the one its offers' `search_config` holds (seed,
 * migrations/0006_search.sql), and the constant the search query names, so the GIN index answers.
 */
export function searchConfigOf(language: Brand['language']): SearchConfig {
  if (language === 'nb') return 'norwegian';
  if (language === 'en') return 'english';
  return 'swedish';
}
