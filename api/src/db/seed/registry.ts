import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  OPERATORS_TENANT_ID,
  REMOTE_CONTRACT_VERSION,
  REMOTE_NAMES,
  registryRouteSchema,
  type RemoteContract,
  type RemoteName,
} from '@klubb/contracts';

import { API_ROOT } from '../../config';
import { REMOTE_PORTS } from '../../services/registry/remote-origins';
import type { authUsers, brandRemotes, operators, remoteVersions } from '../schema';

import { SEEDED_ACCOUNT_SINCE_S } from './members';

/**
 * The seeded operators (api/README.md): one per brand, one for the platform and door staff of
 * each brand, each signing in
 * in the `operators` tenant with OPERATOR_SEED_PASSWORD (hash with a fixed salt, as members.ts).
 */
export const OPERATOR_SEED_PASSWORD = 'Operator-2026!';
export const OPERATOR_SEED_PASSWORD_HASH =
  'scrypt$17$8$1$b3BlcmF0b3JzLXNlZWQtc2FsdA==$rnySKCxk0P5MOZBYBwxmiLRFK74CvS46OnXKcdi3MGY=';

export const SEED_OPERATORS = [
  { uid: 'seed-operator-klubb', email: 'ops.klubb@klubb.example', role: 'brand', brandId: 'klubb' },
  {
    uid: 'seed-operator-norge',
    email: 'ops.norge@klubbnorge.example',
    role: 'brand',
    brandId: 'klubb-norge',
  },
  {
    uid: 'seed-operator-platform',
    email: 'platform@klubb.example',
    role: 'platform',
    brandId: null,
  },
  // Door staff (issue 37): they scan their brand's tickets and reach nothing else.
  { uid: 'seed-door-klubb', email: 'door.klubb@klubb.example', role: 'door', brandId: 'klubb' },
  {
    uid: 'seed-door-norge',
    email: 'door.norge@klubbnorge.example',
    role: 'door',
    brandId: 'klubb-norge',
  },
] as const;

/** Every remote at 0.1.0 (stable), and mf-feeds 0.2.0 beside it for a canary to try at once. */
export const SEED_VERSIONS: ReadonlyArray<{
  remote: RemoteName;
  version: string;
  stable: boolean;
}> = [
  ...REMOTE_NAMES.map((remote) => ({ remote, version: '0.1.0', stable: true })),
  { remote: 'mf_feeds', version: '0.2.0', stable: false },
];

const SEEDED_AT = new Date(SEEDED_ACCOUNT_SINCE_S * 1000);

/** As deploy/src/write-remotes.mjs builds it: KLUBB_REMOTE_<NAME>_URL, else localhost:<port>. */
export function seedManifestUrl(remote: RemoteName, version: string, env = process.env): string {
  const base =
    env[`KLUBB_REMOTE_${remote.toUpperCase()}_URL`] ?? `http://localhost:${REMOTE_PORTS[remote]}`;
  return `${base.replace(/\/+$/, '')}/${version}/mf-manifest.json`;
}

/**
 * A seeded version's contract: its routes and slots from the remote's own routes data
 * (`<remote>/src/exposes/routes.json`, which its module and its build read too), so the document
 * routes as the build would declare; without that file, none.
 */
function seedContract(remote: RemoteName): RemoteContract {
  const file = resolve(API_ROOT, '..', remote.replace('_', '-'), 'src/exposes/routes.json');
  const data = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown[]; slots?: string[] })
    : {};
  return {
    contractVersion: REMOTE_CONTRACT_VERSION,
    routes: (data.routes ?? []).map((route) => registryRouteSchema.parse(route)),
    slots: (data.slots ?? []).filter((slot): slot is 'headerEnd' => slot === 'headerEnd'),
    shared: [],
    remoteEntryBytes: 0,
  };
}

export function operatorAccountRows(): Array<typeof authUsers.$inferInsert> {
  return SEED_OPERATORS.map((operator) => ({
    localId: operator.uid,
    tenantId: OPERATORS_TENANT_ID,
    email: operator.email,
    emailVerified: true,
    passwordHash: OPERATOR_SEED_PASSWORD_HASH,
    passwordUpdatedAt: SEEDED_AT,
    validSince: SEEDED_ACCOUNT_SINCE_S,
    createdAt: SEEDED_AT,
  }));
}

export function operatorRows(): Array<typeof operators.$inferInsert> {
  return SEED_OPERATORS.map(({ uid, role, brandId }) => ({ uid, role, brandId }));
}

export function versionRows(env = process.env): Array<typeof remoteVersions.$inferInsert> {
  return SEED_VERSIONS.map(({ remote, version }) => ({
    remote,
    version,
    manifestUrl: seedManifestUrl(remote, version, env),
    contract: seedContract(remote),
    publishedBy: 'platform@klubb.example',
    publishedAt: SEEDED_AT,
  }));
}

/** Each brand × remote, switched on as the brand's seeded config says. */
export function brandRemoteRows(brand: {
  id: string;
  config: { remotes: readonly string[] };
}): Array<typeof brandRemotes.$inferInsert> {
  return REMOTE_NAMES.map((remote) => ({
    brandId: brand.id,
    remote,
    enabled: brand.config.remotes.includes(remote),
    pinnedVersion: null,
  }));
}
