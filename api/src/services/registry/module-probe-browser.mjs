// The small browser the module probe runs a remote in (module-probe.mjs; why a hand-written one
// and not a DOM package: ADR 011). Only what a remote built `target: 'web'` meets while its
// container starts and its pages load: webpack's JSONP chunk loading and the federation
// runtime's script loader (a <script> appended to <head>, `document.currentScript` for
// `publicPath: 'auto'`, load and error events), style-loader (<style> into <head>), and the
// globals a module reads at evaluation (storage, matchMedia, navigator, location, observers).
// Nothing renders: there is no layout, no event loop of the page's, no network but the remote's
// own origin. Everything the remote sees is created here, in the probe process.
import { Buffer } from 'node:buffer';

import { Element, Event, Node, TextNode, inert, memoryStorage } from './module-probe-dom.mjs';

const SCRIPT_TYPES = /javascript|ecmascript|^$/;

/**
 * A browser-like global for one remote: `runScript(url)` loads a script as a <script src> would,
 * `context` is the remote's global (its container appears there), `shareScope()` an empty share
 * scope. Scripts load from the remote's origin only, `maxBytes` in all.
 */
export function createBrowser({ pageUrl, origin, maxBytes, vm }) {
  let fetchedBytes = 0;

  async function fetchFromOrigin(url) {
    const target = new URL(url, pageUrl);
    if (target.origin !== origin)
      throw new Error(`${target.href} is not on the remote's origin ${origin}`);
    const response = await fetch(target, { redirect: 'error' });
    if (!response.ok) throw new Error(`${target.href} answered HTTP ${response.status}`);
    const text = await response.text();
    fetchedBytes += Buffer.byteLength(text);
    if (fetchedBytes > maxBytes) throw new Error(`the remote's scripts exceed ${maxBytes} bytes`);
    return text;
  }

  const listeners = new Node('#window');
  const document = new Node('#document');
  document.ownerDocument = document;
  const element = (tag) => new Element(tag, document);
  const html = element('html');
  const head = element('head');
  const body = element('body');
  document.childNodes.push(html);
  html.parentNode = document;
  html.childNodes.push(head, body);
  head.parentNode = html;
  body.parentNode = html;
  Object.assign(document, {
    documentElement: html,
    head,
    body,
    currentScript: null,
    readyState: 'complete',
    baseURI: pageUrl,
    cookie: '',
    createElement: element,
    createElementNS: (_namespace, tag) => element(tag),
    createTextNode: (text) => new TextNode(String(text)),
    createEvent: () => new Event(''),
    getElementById: () => null,
    getElementsByTagName: (tag) => html.getElementsByTagName(tag),
    querySelector: (selector) => html.querySelector(selector),
    querySelectorAll: (selector) => html.querySelectorAll(selector),
    attached(node) {
      if (node instanceof Element) queueMicrotask(() => loadElement(node));
    },
  });

  let context;

  async function execute(script) {
    const code = await fetchFromOrigin(script.src);
    document.currentScript = script;
    try {
      vm.runInContext(code, context, { filename: new URL(script.src, pageUrl).href });
    } finally {
      document.currentScript = null;
    }
  }

  /** A <script src> runs once attached, then fires load (or error); a <link> just loads. */
  function loadElement(node) {
    if (node.tagName === 'LINK') {
      node.dispatchEvent(new Event('load'));
      return;
    }
    if (
      node.tagName !== 'SCRIPT' ||
      !node.src ||
      !SCRIPT_TYPES.test(node.getAttribute('type') ?? '')
    )
      return;
    execute(node).then(
      () => node.dispatchEvent(new Event('load')),
      (error) => {
        node.loadError = error;
        node.dispatchEvent(new Event('error'));
      },
    );
  }

  const location = new URL(pageUrl);
  const globals = {
    document,
    location: {
      ...Object.fromEntries(
        [
          'href',
          'origin',
          'protocol',
          'host',
          'hostname',
          'port',
          'pathname',
          'search',
          'hash',
        ].map((key) => [key, location[key]]),
      ),
      assign() {},
      replace() {},
      reload() {},
    },
    navigator: {
      userAgent: 'klubb-registry-probe',
      language: 'en',
      languages: ['en'],
      onLine: true,
    },
    history: { state: null, length: 1, pushState() {}, replaceState() {}, back() {}, go() {} },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    matchMedia: (query) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }),
    getComputedStyle: () => ({ getPropertyValue: () => '' }),
    requestAnimationFrame: (callback) => setTimeout(() => callback(performance.now()), 16),
    cancelAnimationFrame: (handle) => clearTimeout(handle),
    addEventListener: listeners.addEventListener.bind(listeners),
    removeEventListener: listeners.removeEventListener.bind(listeners),
    dispatchEvent: listeners.dispatchEvent.bind(listeners),
    Event,
    CustomEvent: Event,
    Node,
    Element,
    HTMLElement: Element,
    HTMLScriptElement: Element,
    HTMLIFrameElement: class HTMLIFrameElement extends Element {},
    MutationObserver: class {
      constructor() {
        return inert();
      }
    },
    IntersectionObserver: class {
      constructor() {
        return inert();
      }
    },
    ResizeObserver: class {
      constructor() {
        return inert();
      }
    },
    fetch: (url, init) => {
      const target = new URL(String(url?.url ?? url), pageUrl);
      if (target.origin !== origin)
        return Promise.reject(new TypeError(`fetch to ${target.origin} refused by the probe`));
      return fetch(target, { ...init, redirect: 'error' });
    },
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    structuredClone,
    console: {
      log() {},
      info() {},
      debug() {},
      warn() {},
      error() {},
      group() {},
      groupEnd() {},
      trace() {},
    },
    performance,
    crypto: globalThis.crypto,
    atob,
    btoa,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    AbortSignal,
    Headers,
    Request,
    Response,
    FormData,
    Blob,
  };
  context = vm.createContext(globals, {
    name: 'remote',
    codeGeneration: { strings: true, wasm: false },
  });
  // The remote's own global is `window`, `self` and `globalThis` at once, as in a browser.
  vm.runInContext(
    'var window = globalThis, self = globalThis, top = globalThis, parent = globalThis;',
    context,
  );
  document.defaultView = vm.runInContext('globalThis', context);

  return {
    context,
    fetchedBytes: () => fetchedBytes,
    /** A text file from the remote's origin (counted in `maxBytes` as its scripts are). */
    fetchText: fetchFromOrigin,
    /** A share scope as a host that provides nothing hands it over (made in the remote's realm). */
    shareScope: () => vm.runInContext('({})', context),
    runScript(url) {
      return new Promise((resolve, reject) => {
        const script = element('script');
        script.src = url;
        script.onload = () => resolve();
        script.onerror = () => reject(script.loadError ?? new Error(`${url} did not load`));
        head.appendChild(script);
      });
    },
  };
}
