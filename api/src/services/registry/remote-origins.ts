import { REMOTE_NAMES, type RemoteName } from '@klubb/contracts';

import type { Reason } from './contract-check';

/** Where each remote is served locally (deploy/src/topology.mjs). */
export const REMOTE_PORTS: Record<RemoteName, number> = {
  mf_auth: 3001,
  mf_feeds: 3002,
  mf_offer: 3003,
  mf_commerce: 3004,
  mf_more: 3005,
};

/** The committed fixtures' server (deploy/src/topology.mjs `FIXTURES`). */
const LOCAL_FIXTURES_ORIGIN = 'http://localhost:3009';

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * The origins remote versions may be served from: one platform setting, KLUBB_REMOTE_ORIGINS
 * (space- or comma-separated), which the host's Content-Security-Policy is built from too
 * (deploy/src/serve-rules.mjs reads the same variable), so a version the registry accepts is one
 * the host's page may load. Unset, outside production: every remote's local origin (its
 * KLUBB_REMOTE_<NAME>_URL, else localhost:<port>) and the fixtures'; in production: none, so
 * every publish is refused until the platform names its remotes' origins.
 */
export function remoteOriginsFromEnv(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const listed = env.KLUBB_REMOTE_ORIGINS;
  if (listed !== undefined) {
    return [...new Set(listed.split(/[\s,]+/).flatMap((entry) => originOf(entry) ?? []))].sort();
  }
  if (production) return [];
  const locals = REMOTE_NAMES.map(
    (remote) =>
      originOf(env[`KLUBB_REMOTE_${remote.toUpperCase()}_URL`] ?? '') ??
      `http://localhost:${REMOTE_PORTS[remote]}`,
  );
  return [...new Set([...locals, LOCAL_FIXTURES_ORIGIN])].sort();
}

/** The `origin` rule: a URL of a remote version must be on one of the allowed origins. */
export function originReason(url: string, allowed: readonly string[]): Reason | null {
  const origin = originOf(url);
  if (origin && allowed.includes(origin)) return null;
  return {
    rule: 'origin',
    detail: `${origin ?? url} is not an allowed remote origin (KLUBB_REMOTE_ORIGINS: ${allowed.join(' ') || 'none'}); the host's Content-Security-Policy would block it`,
  };
}
