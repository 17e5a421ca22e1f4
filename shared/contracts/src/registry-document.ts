import { z } from 'zod';

import { isRemoteName } from './brand';
import { brandRemotesDocumentSchema, type BrandRemotesDocument } from './registry';

/**
 * The registry's per-brand remotes document as the host reads it (as `parseRemotesDocument` reads
 * remotes.json): an entry for a remote this host build does not know (a remote added after it)
 * is skipped and named in `skipped`, so the host warns and runs with the rest; anything else
 * malformed is an error.
 */
export function parseBrandRemotesDocument(json: unknown): {
  document: BrandRemotesDocument;
  skipped: string[];
} {
  const loose = z.object({ remotes: z.array(z.looseObject({ name: z.string() })) }).parse(json);
  const skipped = loose.remotes.map((entry) => entry.name).filter((name) => !isRemoteName(name));
  const document = brandRemotesDocumentSchema.parse({
    remotes: loose.remotes.filter((entry) => isRemoteName(entry.name)),
  });
  return { document, skipped };
}
