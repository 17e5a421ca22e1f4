import {
  brandSchema,
  isRecord,
  parseBrandRemotesDocument,
  type Brand,
  type BrandRemotesDocument,
} from '@klubb/contracts';

import { FIRST_VIEW_ELEMENT_ID } from '../../lib/first-view-element';

export { FIRST_VIEW_ELEMENT_ID };

/**
 * What the server that made the page already knew (ADR 014 step 1): the brand, its remotes
 * document from the registry and the route's remote manifests by URL. `checked`: the page's
 * server checked the brand and the document with this host version's own schemas
 * (`checkFirstViewState`, in its render build), so `remotes` is a parsed document; otherwise
 * `remotes` is unparsed (remotes-plan.ts parses it as it parses the API's answer).
 */
export type FirstViewState = {
  brand: Brand;
  manifests: Record<string, unknown>;
} & ({ checked: true; remotes: BrandRemotesDocument } | { checked: false; remotes: unknown });

/**
 * The state as the page's server inlines it once it has checked it: the brand and the remotes
 * document parsed (unknown keys dropped, remotes this host does not know left out and named in
 * `skipped`) and marked `checked`, or null when either is invalid or the state is not version 1.
 * The render service runs it with the host's render build, the same schemas as the client that
 * reads the page, so the client's boot need not run them again (issue 16: parsing them was one
 * of the first view's long tasks on a phone).
 */
export function checkFirstViewState(
  json: unknown,
): { state: Record<string, unknown>; skipped: string[] } | null {
  if (!isRecord(json) || json.version !== 1 || typeof json.appUrl !== 'string') return null;
  const brand = brandSchema.safeParse(json.brand);
  if (!brand.success) return null;
  try {
    const { document, skipped } = parseBrandRemotesDocument(json.remotes);
    return {
      state: {
        // The rest as it is (one origin adds the page's `apiUrl`: lib/page-api-url.ts).
        ...json,
        checked: true,
        brand: brand.data,
        remotes: document,
        manifests: isRecord(json.manifests) ? json.manifests : {},
      },
      skipped,
    };
  } catch {
    return null;
  }
}

/** The parts of a brand the boot reads before anything else would notice a wrong shape. */
const brandLooksWhole = (brand: unknown): brand is Brand =>
  isRecord(brand) &&
  isRecord(brand.config) &&
  Array.isArray(brand.config.remotes) &&
  isRecord(brand.theme) &&
  isRecord(brand.theme.light) &&
  typeof brand.language === 'string';

/**
 * The first-view state in `json` for this app URL: as the server checked it, or validated here
 * as the API's answers are; null when it is absent, of another version or app URL, or invalid
 * (boot then asks the API as before).
 */
export function parseFirstViewState(json: unknown, appUrl: string): FirstViewState | null {
  if (!isRecord(json) || json.version !== 1 || json.appUrl !== appUrl) return null;
  const manifests = isRecord(json.manifests) ? json.manifests : {};
  if (json.checked === true) {
    const { brand, remotes } = json;
    if (!brandLooksWhole(brand) || !isRecord(remotes) || !Array.isArray(remotes.remotes)) {
      return null;
    }
    return { checked: true, brand, remotes: remotes as BrandRemotesDocument, manifests };
  }
  const brand = brandSchema.safeParse(json.brand);
  if (!brand.success || !isRecord(json.remotes) || Array.isArray(json.remotes)) return null;
  return { checked: false, brand: brand.data, remotes: json.remotes, manifests };
}

let taken = false;

/**
 * The page's first-view state, once: a later boot (the retry after a failure) asks the API, since
 * the state may be what failed.
 */
export function takeFirstViewState(
  appUrl: string,
  doc: Document = document,
): FirstViewState | null {
  if (taken) return null;
  taken = true;
  const element = doc.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return parseFirstViewState(JSON.parse(element.textContent), appUrl);
  } catch {
    return null;
  }
}
