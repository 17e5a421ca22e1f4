// The i18next instances of the server's renders (issue 33): one per (language, remote version),
// initialised once and shared by every render of that pair, instead of a new instance per render.
// A new instance cost its `init` (seven loggers, a resource store, a translator), the common and
// host texts of three languages deep-merged into it, the route's remote's texts the same way, and
// a new Intl.PluralRules at its first plural; and react-i18next's per-component wrapper (an object
// whose prototype is the request's view) met a new prototype on every render. Measured with
// `render/bench/cpu-profile-summary.mjs` on a cold service: about a sixth of a page's CPU
// (docs/perf.md, session 26).
//
// Sharing is safe because nothing a render does changes the instance: its language is fixed when
// it is made (a render never calls changeLanguage; the instance is keyed by the language), and the
// texts are only ever added — a remote's `register` adds its namespace at each render, the same
// bundles object for the same loaded version, and the instance is keyed by that version, so a
// stable version and its canary never share one. The add of a bundles object already added is
// skipped (`addResourceBundle` below); a new object for the same namespace is merged as before.
import type { i18n as I18n } from 'i18next';

import type { Language } from '@klubb/contracts';
import { createI18n, initI18n, type Bundles } from '@klubb/i18n';

/** What a render of one language and remote version starts from: its instance, as the tree reads it. */
export interface ServerI18n {
  /**
   * An object with no properties of its own whose prototype is the shared instance (see
   * `viewOf`), the same object for every render of the pair.
   */
  view: I18n;
}

/** How many (language, remote version) instances are kept: the oldest made goes first. */
const MAX_INSTANCES = 32;

/** Results kept per translating function before its cache starts again (texts with values). */
const MAX_TEXTS = 2_000;

/** A fixed t as i18next makes it: a function with the language, namespaces and prefix on it. */
type FixedT = ((...args: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: unknown;
  keyPrefix?: unknown;
};

/** The cache key of a `t()` call whose result depends only on its arguments, or null. */
function callKey(key: unknown, options: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 0) return null;
  if (options === undefined) return key;
  // The overload `t(key, defaultValue)`.
  if (typeof options === 'string') return `${key}\u0001${options}`;
  if (typeof options !== 'object' || options === null) return null;
  if (Object.getPrototypeOf(options) !== Object.prototype) return null;
  let text = key;
  for (const [name, value] of Object.entries(options)) {
    // A Date, an array, a function or a nested object: not kept (compared by identity at most).
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function' || typeof value === 'symbol') return null;
    text += `\u0000${name}\u0002${typeof value}\u0002${String(value)}`;
  }
  return text;
}

/** How many times texts were merged into an instance: what a kept text was made with. */
interface Texts {
  generation: number;
}

/**
 * `fixedT` with its string results kept by their call's arguments: on an instance whose language
 * is fixed, a text is a function of its key and options (plural rules and interpolation
 * included) and of the texts merged so far, so what was kept is forgotten when more are merged.
 * Calls with an object or function argument go to `fixedT` every time.
 */
function remembering(fixedT: FixedT, merged: Texts): FixedT {
  let texts = new Map<string, string>();
  let generation = merged.generation;
  const remembered = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (generation !== merged.generation) {
      texts = new Map();
      generation = merged.generation;
    }
    const cacheKey = callKey(key, options, rest);
    if (cacheKey !== null) {
      const known = texts.get(cacheKey);
      if (known !== undefined) return known;
    }
    const text = fixedT(key, options, ...rest);
    if (cacheKey !== null && typeof text === 'string') {
      if (texts.size >= MAX_TEXTS) texts = new Map();
      texts.set(cacheKey, text);
    }
    return text;
  }) as FixedT;
  // What i18next puts on a fixed t (its language, namespace and key prefix), for whoever reads it.
  Object.assign(remembered, { lng: fixedT.lng, lngs: fixedT.lngs, ns: fixedT.ns });
  if ('keyPrefix' in fixedT) Object.assign(remembered, { keyPrefix: fixedT.keyPrefix });
  return remembered;
}

const partKey = (value: unknown): string | null => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((one) => typeof one === 'string')) {
    return value.join('\u0001');
  }
  return null;
};

/**
 * Makes `i18n` (initialised) hand out one remembering `fixedT` per (language, namespaces, key
 * prefix): react-i18next asks for one at every component's render, and each built a new function
 * with nothing kept between calls. Adding a bundles object already added is skipped; adding
 * another makes the kept texts be made again.
 */
function shareable(i18n: I18n): I18n {
  const fixedTs = new Map<string, FixedT>();
  const merged: Texts = { generation: 0 };
  const getFixedT = i18n.getFixedT;
  i18n.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const [lng, ns, keyPrefix, fixedOptions] = args as unknown[];
    const parts = [
      partKey(lng),
      partKey(ns),
      partKey(keyPrefix),
      partKey((fixedOptions as { scopeNs?: unknown } | undefined)?.scopeNs),
    ];
    const fixedOptionsKnown =
      fixedOptions === undefined ||
      Object.keys(fixedOptions as object).every((name) => name === 'scopeNs');
    if (parts.some((part) => part === null) || !fixedOptionsKnown || args.length > 4) {
      return getFixedT(...args);
    }
    const key = parts.join('\u0000');
    let fixedT = fixedTs.get(key);
    if (!fixedT) {
      fixedT = remembering(getFixedT(...args) as unknown as FixedT, merged);
      fixedTs.set(key, fixedT);
    }
    return fixedT;
  }) as I18n['getFixedT'];

  const added = new Map<string, unknown>();
  const addResourceBundle = i18n.addResourceBundle;
  i18n.addResourceBundle = ((lng: string, ns: string, resources: unknown, ...rest: unknown[]) => {
    const key = `${lng}\u0000${ns}`;
    if (added.get(key) === resources) return i18n;
    added.set(key, resources);
    merged.generation += 1;
    return (addResourceBundle as (...args: unknown[]) => I18n)(lng, ns, resources, ...rest);
  }) as I18n['addResourceBundle'];
  return i18n;
}

/**
 * The tree's view of an instance: an object with no properties of its own, whose prototype is
 * the instance. react-i18next's useTranslation copies every own property of the instance it is
 * given into a wrapper at each component's first render (createI18nWrapper); i18next binds its
 * methods to the instance as own properties, and copying them took about 125 µs a component
 * (docs/perf.md, session 23). One view per instance, so that the wrappers' prototype is the same
 * object on every render.
 */
const viewOf = (i18n: I18n): I18n => Object.create(i18n) as I18n;

/**
 * Gives `i18n` the record of used namespaces react-i18next's useTranslation writes to. It makes
 * one on the instance it is given when there is none: on the view, as its own property, which the
 * per-component wrapper (createI18nWrapper) then copies with a property descriptor each time;
 * that wrapper was still about 0.4 ms of a page's self time in a profile of renders one at a
 * time (cpu-profile-summary.mjs). With no own property there is nothing to copy. Nothing on the
 * server reads the record.
 */
function withNamespacesRecord(i18n: I18n): void {
  const used = new Set<string>();
  Object.assign(i18n, {
    reportNamespaces: {
      addUsedNamespaces: (namespaces: readonly string[]) => {
        for (const namespace of namespaces) used.add(namespace);
      },
      getUsedNamespaces: () => [...used],
    },
  });
}

/**
 * Creates `serverI18n(language, remoteId, base)`: the shared instance for the language and the
 * route's remote version (its id), made at the first render of the pair with the common texts
 * and `base` (the host's namespaces), and kept. The remote's texts join at its `register`.
 */
export function createServerI18n(): (
  language: Language,
  remoteId: string,
  base: ReadonlyArray<readonly [namespace: string, bundles: Bundles]>,
) => Promise<ServerI18n> {
  const made = new Map<string, Promise<ServerI18n>>();
  return (language, remoteId, base) => {
    const key = `${language}\u0000${remoteId}`;
    const known = made.get(key);
    if (known) return known;
    const making = (async () => {
      const i18n = createI18n();
      await initI18n(i18n, language);
      shareable(i18n);
      withNamespacesRecord(i18n);
      for (const [namespace, bundles] of base) {
        for (const [lng, resources] of Object.entries(bundles)) {
          i18n.addResourceBundle(lng, namespace, resources, true, true);
        }
      }
      return { view: viewOf(i18n) };
    })();
    made.set(key, making);
    if (made.size > MAX_INSTANCES) made.delete(made.keys().next().value as string);
    // A failed one is made again by the next render.
    making.catch(() => {
      if (made.get(key) === making) made.delete(key);
    });
    return making;
  };
}
