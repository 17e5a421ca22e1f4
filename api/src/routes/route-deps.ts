import type { Database } from '../db/database';
import type { BrandDirectory } from '../services/brand-directory';

/** What route plugins are given: no globals, so a test can build the app on any database. */
export interface RouteDeps {
  database: Database;
  brands: BrandDirectory;
  /** The API's public base URL, for absolute image URLs. */
  publicUrl: string;
}
