import type { LanguageTable, SeedLanguage } from './content';
import { contentNb } from './content-nb';
import { contentSv } from './content-sv';

/** The words of each seeded language; a brand's `language` picks its table. */
export const SEED_LANGUAGES: Record<SeedLanguage, LanguageTable> = { sv: contentSv, nb: contentNb };
