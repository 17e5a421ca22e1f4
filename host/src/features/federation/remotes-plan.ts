import {
  parseBrandRemotesDocument,
  type BrandRemotesDocument,
  type RemoteName,
  type RemotesDocument,
} from '@klubb/contracts';
import type { RuntimeStorage } from '@klubb/runtime';

import { planRemotes, type PlannedRemote } from './canary';

/**
 * Where this page's remotes document came from: the registry (issue 15), the last good registry
 * document kept from an earlier visit, or the host's static remotes.json.
 */
export type RemotesSource = 'registry' | 'kept' | 'static';

export interface RemotesPlan {
  source: RemotesSource;
  remotes: PlannedRemote[];
}

export interface RemotesPlanOptions {
  appUrl: string;
  /** The runtime's storage, where the last good registry document is kept. */
  storage: RuntimeStorage;
  /** GET /v1/get/remotes through the SDK (`api().getBrandRemotes`). */
  getBrandRemotes: () => Promise<unknown>;
  /**
   * The registry's document as the page's server inlined it, checked there with this host's
   * schemas (first-view-state.ts): taken as the registry's answer, neither asked for nor parsed.
   */
  checkedDocument?: BrandRemotesDocument;
  /** The static remotes.json of the host's origin (`fetchRemotesDocument`). */
  fetchStatic: () => Promise<RemotesDocument>;
  /** This session's id: which side of a canary it is on. */
  sessionId: string;
}

const keptDocumentKey = (appUrl: string) => `remotesDocument:${appUrl}`;

function parseDocument(json: unknown, from: string): BrandRemotesDocument {
  const { document, skipped } = parseBrandRemotesDocument(json);
  if (skipped.length > 0) {
    console.warn(`[klubb] ${from} names remotes this host does not know: ${skipped.join(', ')}`);
  }
  return document;
}

function keptDocument(storage: RuntimeStorage, appUrl: string): BrandRemotesDocument | null {
  const kept = storage.read<unknown>(keptDocumentKey(appUrl));
  if (kept === null) return null;
  try {
    return parseDocument(kept, 'the kept remotes document');
  } catch {
    // Kept by an older host in another shape: no fallback is better than a wrong one.
    return null;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * This page's remotes: the brand's document from the registry (one request, brand by Origin),
 * kept in localStorage per app URL as the last good one; when the registry does not answer or
 * answers something invalid, the kept document; without one, the static remotes.json (every
 * remote at the version the host's origin names, routes from the modules). Canaries are chosen
 * for this session from whichever registry document is used.
 */
export async function loadRemotesPlan(options: RemotesPlanOptions): Promise<RemotesPlan> {
  const { appUrl, storage, sessionId } = options;
  try {
    const document =
      options.checkedDocument ?? parseDocument(await options.getBrandRemotes(), 'the registry');
    storage.write(keptDocumentKey(appUrl), document);
    return { source: 'registry', remotes: planRemotes(document, sessionId) };
  } catch (error) {
    const kept = keptDocument(storage, appUrl);
    console.warn(
      `[klubb] the remote registry failed (${reasonOf(error)}): using ${kept ? 'the last good document' : 'remotes.json'}`,
    );
    if (kept) return { source: 'kept', remotes: planRemotes(kept, sessionId) };
  }
  const { remotes } = await options.fetchStatic();
  return {
    source: 'static',
    remotes: remotes.map((remote) => ({ ...remote, routes: null, slots: null, canary: false })),
  };
}

/**
 * The remotes to load: a registry document (fresh or kept) lists only the brand's switched-on
 * remotes, so all of them; the static remotes.json lists every remote, so those the brand has on.
 */
export function remotesToLoad(
  plan: RemotesPlan,
  brandRemotes: ReadonlyArray<RemoteName>,
): PlannedRemote[] {
  return plan.source === 'static'
    ? plan.remotes.filter((remote) => brandRemotes.includes(remote.name))
    : plan.remotes;
}

/** The tab's sessionStorage, or null where it is blocked (some webviews, private modes). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
