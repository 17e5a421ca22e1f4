// The build-time settings (environment variables) the apps are compiled with, and their defaults
// for the local topology. One list: the webpack preset defines them, and scripts/lib/build.mjs
// hashes exactly these, so a change of one rebuilds and nothing else (a test knob) does.
const BUILD_SETTING_DEFAULTS = Object.freeze({
  /** Where the product API answers. */
  KLUBB_API_URL: 'http://localhost:4000',
  /** Which brand a remote's standalone page shows. */
  KLUBB_APP_URL: 'http://localhost:3000',
  /**
   * The identity provider's web API key (public by design, like any Firebase web key). Set, the
   * app signs in at Google's Identity Toolkit; empty, at the API's stand-in.
   */
  KLUBB_IDENTITY_API_KEY: '',
  /**
   * The container service's base URL (spec §7, docs/native-bridge.md), asked only inside a native
   * container for what its bridge lacks. Locally the API's address; the e2e tests answer it.
   * Empty: no service.
   */
  KLUBB_CONTAINER_SERVICE_URL: 'http://localhost:4000/container-service/',
  /** The optional session-token sync's URL (spec §7, ADR 010). Empty: no sync. */
  KLUBB_SESSION_SYNC_URL: '',
});

/** Each build setting's value from the environment, or its default. */
function buildSettings(env = process.env) {
  return Object.fromEntries(
    Object.entries(BUILD_SETTING_DEFAULTS).map(([key, fallback]) => [key, env[key] ?? fallback]),
  );
}

module.exports = { buildSettings };
