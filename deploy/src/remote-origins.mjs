// The origins remote versions may be served from: one platform setting, KLUBB_REMOTE_ORIGINS,
// read by the host's Content-Security-Policy here (serve-rules.mjs, nginx-config.mjs) and by the
// registry's contract check in the API (api/src/services/registry/remote-origins.ts), which
// refuses a version on any other origin (rule `origin`). So a version the registry accepts is one
// the host's page may load, whatever remotes.json says, and a version published on a new origin
// needs the setting changed (and the host's config regenerated) first.
import { FIXTURES, REMOTES } from './topology.mjs';
import { baseUrlFor } from './write-remotes.mjs';

const originOf = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * KLUBB_REMOTE_ORIGINS (origins separated by spaces or commas), sorted; unset, the local
 * topology's: each remote's base URL (KLUBB_REMOTE_<NAME>_URL, else localhost:<port>) and the
 * fixtures server's, as the API defaults outside production.
 */
export function remoteOriginsFromEnv(env = process.env) {
  const listed = env.KLUBB_REMOTE_ORIGINS;
  const urls =
    listed === undefined
      ? [...REMOTES.map((remote) => baseUrlFor(remote, env)), `http://localhost:${FIXTURES.port}`]
      : listed.split(/[\s,]+/);
  return [...new Set(urls.map(originOf).filter(Boolean))].sort();
}
