import { brandSchema, isRecord, type Brand } from '@klubb/contracts';

import { FIRST_VIEW_ELEMENT_ID } from '../../lib/first-view-element';

export { FIRST_VIEW_ELEMENT_ID };

/**
 * What the server that made the page already knew (ADR 014 step 1): the brand, its remotes
 * document from the registry (unparsed: remotes-plan.ts parses it as it parses the API's answer)
 * and the route's remote manifests by URL.
 */
export interface FirstViewState {
  brand: Brand;
  remotes: unknown;
  manifests: Record<string, unknown>;
}

/**
 * The first-view state in `json` for this app URL, validated as the API's answers are; null when
 * it is absent, of another version or app URL, or invalid (boot then asks the API as before).
 */
export function parseFirstViewState(json: unknown, appUrl: string): FirstViewState | null {
  if (!isRecord(json) || json.version !== 1 || json.appUrl !== appUrl) return null;
  const brand = brandSchema.safeParse(json.brand);
  if (!brand.success || !isRecord(json.remotes) || Array.isArray(json.remotes)) return null;
  return {
    brand: brand.data,
    remotes: json.remotes,
    manifests: isRecord(json.manifests) ? json.manifests : {},
  };
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
