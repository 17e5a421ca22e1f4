import { REMOTE_NAMES, type BrandRemotesDocument } from '@klubb/contracts';

import { effectiveRemote, findVersion, type RegistrySnapshot } from './registry-state';

/**
 * GET /v1/get/remotes for one brand: its switched-on remotes that have a version to load, each
 * with what the host needs to route before any remote module loads, and the share canary beside
 * it when one applies. Nothing else (no contract, no publisher).
 */
export function brandRemotesDocument(
  registry: RegistrySnapshot,
  brandId: string,
): BrandRemotesDocument {
  const remotes: BrandRemotesDocument['remotes'] = [];
  for (const remote of REMOTE_NAMES) {
    const state = effectiveRemote(registry, brandId, remote);
    const row = state.enabled && state.version && findVersion(registry, remote, state.version);
    if (!row) continue;
    const canaryRow = state.shareCanary && findVersion(registry, remote, state.shareCanary.version);
    remotes.push({
      name: remote,
      version: row.version,
      manifestUrl: row.manifestUrl,
      routes: row.contract.routes,
      slots: row.contract.slots,
      ...(canaryRow && state.shareCanary
        ? {
            canary: {
              version: canaryRow.version,
              manifestUrl: canaryRow.manifestUrl,
              routes: canaryRow.contract.routes,
              slots: canaryRow.contract.slots,
              percent: state.shareCanary.percent,
            },
          }
        : {}),
    });
  }
  return { remotes };
}
