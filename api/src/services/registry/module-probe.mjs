// The registry's module probe (ADR 011), run by module-check.ts in a child Node process, never in
// the API's: it loads one remote version's remoteEntry.js and its `./module` as the host would
// (container init with a share scope, then get), loads every route's page and every slot, and
// prints what it found as one JSON line. It judges nothing: the API compares the report with the
// version's klubb-contract.json. The remote's code is untrusted: this process is started with an
// empty environment (no secrets), Node's permission model (no file writes, no reads beyond this
// file, no child processes or workers), a heap cap, and the parent kills it on time-out. The
// remote runs in a vm context of its own whose globals are the small browser below (vm is not
// the boundary — the process is; the context keeps Node's `process` out of the remote's sight).
// Plain JavaScript without imports beyond node:*, so it runs as it is in development and in the
// API image alike.
import { Buffer } from 'node:buffer';
import vm from 'node:vm';

import { createBrowser } from './module-probe-browser.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const { entryUrl, remote, loadTimeoutMs = 5_000, maxBytes = 8 * 1024 * 1024 } = input;

const report = (result) => process.stdout.write(`${JSON.stringify(result)}\n`);
const describe = (error) =>
  error && typeof error === 'object' && 'message' in error
    ? `${error.name ?? 'Error'}: ${String(error.message).slice(0, 300)}`
    : String(error).slice(0, 300);

const within = (promise, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} did not settle within ${loadTimeoutMs} ms`)),
        loadTimeoutMs,
      ).unref(),
    ),
  ]);

/** A React component as the host renders one: a function, or a memo/forwardRef/lazy object. */
const COMPONENT_OBJECTS = new Set(['react.memo', 'react.forward_ref', 'react.lazy']);
function componentKind(value) {
  if (typeof value === 'function') return 'function';
  const tag = value && typeof value === 'object' ? value.$$typeof : undefined;
  if (typeof tag === 'symbol' && COMPONENT_OBJECTS.has(tag.description)) return tag.description;
  return null;
}
const typeName = (value) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

async function loaded(load, key, what) {
  if (typeof load !== 'function') return { error: `${what} has no load()` };
  try {
    const result = await within(Promise.resolve(load()), `${what}'s load()`);
    const value = result && typeof result === 'object' ? result[key] : undefined;
    const kind = componentKind(value);
    return kind
      ? { component: kind }
      : { error: `${what}'s ${key} is ${typeName(value)}, not a React component` };
  } catch (error) {
    return { error: `${what}'s load() failed: ${describe(error)}` };
  }
}

/** The global an externalRuntime remoteEntry reads runtime-core from (ADR 014, decision 4). */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** The global it reads the host's bundler runtime from (shared/mf-config, ADR 014). */
const BUNDLER_RUNTIME_GLOBAL = '_KLUBB_FEDERATION_BUNDLER_RUNTIME';

/**
 * A remote built with `externalRuntime` carries no federation runtime: the host provides it. The
 * probe stands in for the host with the runtime the remote's own standalone page loads
 * (`federation-runtime.<hash>.js`, named in the index.html of its version folder); whether the
 * live host's runtime suits the remote is the registry's `federation-runtime` rule, not the
 * probe's. Answers an error text when the remote needs a runtime and its folder names none.
 */
async function provideFederationRuntime(browser) {
  const entry = await within(browser.fetchText(entryUrl), 'remoteEntry.js');
  // Since the remotes read the host's bundler runtime too, their entry names only that global.
  if (!entry.includes(RUNTIME_GLOBAL) && !entry.includes(BUNDLER_RUNTIME_GLOBAL)) return null;
  const page = await within(
    browser.fetchText(new URL('index.html', entryUrl).href).catch(() => ''),
    'index.html',
  );
  const file = /federation-runtime\.[0-9a-f]+\.js/.exec(page)?.[0];
  if (!file) {
    return 'remoteEntry.js reads the federation runtime from the host (externalRuntime), and its folder names no standalone runtime (federation-runtime.<hash>.js in index.html) to load it with';
  }
  await within(browser.runScript(new URL(file, entryUrl).href), file);
  return null;
}

/**
 * What a host hands `register` (ADR 015), standing in for the page's runtime: `register` keeps it
 * and returns the module, and the probe renders nothing, so every member is a permissive stand-in
 * (any property, any call) rather than a real API client or store. Not thenable, so awaiting it is
 * harmless.
 */
function standInRuntime(url) {
  const standIn = () =>
    new Proxy(function standInMember() {}, {
      get: (_target, key) => (key === 'then' ? undefined : standIn()),
      apply: () => standIn(),
    });
  const origin = new URL(url).origin;
  return {
    api: standIn(),
    http: standIn(),
    session: standIn(),
    queryClient: standIn(),
    i18n: standIn(),
    config: { appUrl: origin, apiUrl: origin, brand: () => null },
    navigation: { navigate() {} },
  };
}

async function probe() {
  const origin = new URL(entryUrl).origin;
  const browser = createBrowser({ pageUrl: `${origin}/`, origin, maxBytes, vm });
  const started = performance.now();
  const runtimeError = await provideFederationRuntime(browser);
  if (runtimeError) return { ok: false, error: runtimeError };
  await within(browser.runScript(entryUrl), 'remoteEntry.js');
  const container = browser.context[remote];
  if (!container || typeof container.init !== 'function' || typeof container.get !== 'function') {
    return { ok: false, error: `remoteEntry.js defines no container ${remote} (init and get)` };
  }
  // As a host that provides nothing: the remote takes its own fallback of every shared package.
  await within(Promise.resolve(container.init(browser.shareScope())), 'the container’s init');
  const factory = await within(Promise.resolve(container.get('./module')), "get('./module')");
  if (typeof factory !== 'function')
    return { ok: false, error: "get('./module') gave no module factory" };
  const exports = factory();
  const moduleMs = Math.round(performance.now() - started);
  // Contract 2 only (ADR 021): a bare `remoteModule` (contract 1) is no module to a host.
  let remoteModule = null;
  if (typeof exports?.register === 'function') {
    // Contract 2 (ADR 015): the host hands the module its runtime and gets the routes back.
    try {
      remoteModule = await within(
        Promise.resolve(exports.register(standInRuntime(entryUrl))),
        'register(runtime)',
      );
    } catch (error) {
      return { ok: false, error: `register(runtime) failed: ${describe(error)}` };
    }
  }
  if (!remoteModule || typeof remoteModule !== 'object') {
    return { ok: true, moduleMs, exports: Object.keys(exports ?? {}), module: null };
  }
  const routes = [];
  for (const route of Array.isArray(remoteModule.routes) ? remoteModule.routes : []) {
    const { path, section, flag } = route ?? {};
    routes.push({ path, section, flag, page: await loaded(route?.load, 'Page', `route ${path}`) });
  }
  const slots = [];
  for (const slot of Array.isArray(remoteModule.slots) ? remoteModule.slots : []) {
    slots.push({ name: slot?.name, slot: await loaded(slot?.load, 'Slot', `slot ${slot?.name}`) });
  }
  return {
    ok: true,
    moduleMs,
    totalMs: Math.round(performance.now() - started),
    fetchedBytes: browser.fetchedBytes(),
    exports: Object.keys(exports),
    module: {
      name: remoteModule.name,
      routesIsArray: Array.isArray(remoteModule.routes),
      slotsIsArray: Array.isArray(remoteModule.slots),
      routes,
      slots,
    },
  };
}

try {
  report(await probe());
} catch (error) {
  report({ ok: false, error: describe(error) });
}
// Timers the remote left (a retry, an interval) must not keep the process alive.
process.exit(0);
