import type { BrandRemotesDocument, RegistryRoute, RemoteName, SlotName } from '@klubb/contracts';

/**
 * A remote as this page loads it: the version the registry's document gives this session (the
 * stable one, or the canary), and the routes and slots that version declares. `routes` and
 * `slots` are null when the document is the static remotes.json, which names none: then the
 * module's own routes are mounted, as before the registry.
 */
export interface PlannedRemote {
  name: RemoteName;
  version: string;
  manifestUrl: string;
  routes: RegistryRoute[] | null;
  slots: SlotName[] | null;
  canary: boolean;
}

/**
 * FNV-1a, 32 bits: a stable, well-spread hash that needs no crypto (and no await) at boot. Not a
 * secret: it only splits sessions into buckets.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Whether this session is in a canary of `percent` % for one remote: the bucket (0–99) of a
 * stable hash of the session id and the remote, so a session stays on one side on every load,
 * and each remote's canary draws its own share. 100 % (a canary for a list of brands) is
 * everyone; 0 is no one.
 */
export function inCanary(sessionId: string, remote: RemoteName, percent: number): boolean {
  if (percent >= 100) return true;
  if (percent <= 0) return false;
  return stableHash(`${sessionId}:${remote}`) % 100 < percent;
}

/** The remotes of a registry document with this session's side of each canary chosen. */
export function planRemotes(document: BrandRemotesDocument, sessionId: string): PlannedRemote[] {
  return document.remotes.map(({ canary, ...stable }) =>
    canary && inCanary(sessionId, stable.name, canary.percent)
      ? {
          name: stable.name,
          version: canary.version,
          manifestUrl: canary.manifestUrl,
          routes: canary.routes,
          slots: canary.slots,
          canary: true,
        }
      : { ...stable, canary: false },
  );
}
