// The host's render entry (ADR 014 decision 1), built for Node beside the client
// (`host/dist-server/render.cjs`) and called by the render service (render/src/). It
// renders the very tree the client hydrates — <App> with the brand, a visitor's booted state and
// the route's remote page — with the remote's server build loaded at run time, after the page's
// queries are fetched.
import '@klubb/ui/base.css';
import type { Readable } from 'node:stream';

import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';

import type { Brand } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';
import { createRuntime } from '@klubb/runtime/create';
import { createMemoryStorage } from '@klubb/sdk';
import { themeToCssVariables } from '@klubb/ui';

import { App } from '../app/app';
import { hostAppOf } from '../app/host-app';
import { withFontFallbacks } from '../features/brand/brand-font-faces';
import { preloadedPage, preloadPage } from '../features/federation/preloaded-pages';
import { hostBundles, HOST_NAMESPACE } from '../i18n';

import { renderStreamed, renderWhole, REST_BUDGET_MS } from './page-render';
import { renderWithData } from './prefetch';
import { createRememberedData } from './remembered-data';
import { createServerI18n } from './server-i18n';
import { serverModuleOf, serverRemoteId, type ServerRemote } from './server-remote';
import { keepSharedModules } from './shared-once';

keepSharedModules();

export type { ServerRemote } from './server-remote';
// The render service checks the first view it inlines with this build's schemas (first-view.mjs).
export { checkFirstViewState } from '../features/brand/first-view-state';

export interface RenderRequest {
  appUrl: string;
  apiUrl: string;
  /** The page's path and query string. */
  url: string;
  brand: Brand;
  /** The remote owning the URL (the registry document's), with its server build's entry. */
  remote: ServerRemote;
  /** The budget until the shell: loading the remote, its data and the shell's render. */
  timeoutMs: number;
  /** The response's CSP nonce, for React's inline scripts. */
  nonce: string;
  /**
   * How long a page's data (its queries' answers) is kept for the next render of the same page
   * (remembered-data.ts); 0 or none: every render asks the API.
   */
  dataTtlMs?: number;
}

export interface RenderedRoute {
  /** The start of what goes inside `#root`: the shell, ready when the render resolves. */
  shell: string;
  /**
   * The rest of `#root`, streamed as React finishes it (the slower boundaries); null when the
   * shell is the whole route (rendered in one pass, nothing left to wait for).
   */
  rest: Readable | null;
  /** The route's queries, for the client's cache before it hydrates. */
  queries: DehydratedState;
  /** The CSS of the host's and the remote's modules (the page's critical CSS). */
  css: string;
  /** The brand's theme as the client's applyTheme sets it, for the first paint. */
  themeCss: string;
}

const themeCssText = (brand: Brand) =>
  `:root{${Object.entries(themeToCssVariables(withFontFallbacks(brand.theme.light)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/** Each brand object's theme CSS: the render service hands every render of a brand the same one. */
const themeCssByBrand = new WeakMap<Brand, string>();
function themeCssOf(brand: Brand): string {
  let css = themeCssByBrand.get(brand);
  if (css === undefined) {
    css = themeCssText(brand);
    themeCssByBrand.set(brand, css);
  }
  return css;
}

/** The last CSS collected for each list of containers, with the modules' texts it joined. */
const collected = new Map<string, { texts: string[]; css: string }>();

/**
 * The modules' CSS the server build collected (mf-config's server-style-loader.cjs), the same
 * string again while no module's text changed: the service keeps what it makes of it by it
 * (page-template.mjs), and joining it anew for every page was about 20 kB of text a page.
 */
function collectedCss(containers: ReadonlyArray<string>): string {
  const all = (globalThis as { __KLUBB_SERVER_CSS__?: Record<string, Record<string, string>> })
    .__KLUBB_SERVER_CSS__;
  const texts = containers.flatMap((name) => Object.values(all?.[name] ?? {}));
  const key = containers.join('\u0000');
  const known = collected.get(key);
  if (known && known.texts.length === texts.length && known.texts.every((t, i) => t === texts[i])) {
    return known.css;
  }
  const css = texts.join('\n');
  collected.set(key, { texts, css });
  return css;
}

function withDeadline<T>(work: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took too long`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The request's own runtime (ADR 027): its SDK client for the brand's app URL (X-App-Url: a
 * server call has no Origin), a visitor's session store holding the brand, a query client and
 * storage of its own in memory (the feeds and categories a page stores). Its i18next instance is
 * the one its language and remote version share (`i18n`, server-i18n.ts): fixed in language and
 * only ever added to, so renders side by side never see another's. A server render never
 * navigates; a call that fails is the render's failure, not a remote's health.
 */
function requestRuntime(request: RenderRequest, i18n: KlubbRuntime['i18n']): KlubbRuntime {
  const runtime = createRuntime({
    appUrl: request.appUrl,
    apiUrl: request.apiUrl,
    getIdToken: async () => null,
    navigate: () => {},
    storage: createMemoryStorage(),
    i18n,
  });
  runtime.session.store.getState().setBrand(request.brand);
  return runtime;
}

/** The i18next instances of the renders, by language and remote version (server-i18n.ts). */
const serverI18n = createServerI18n();

/** Each page's data as its last render had it (process-wide: answers, no request's state). */
const rememberedData = createRememberedData();

async function renderNow(
  request: RenderRequest,
  deadline: number,
  done: () => void,
): Promise<RenderedRoute> {
  const { brand, remote } = request;
  const { view } = await serverI18n(brand.language, serverRemoteId(remote), [
    [HOST_NAMESPACE, hostBundles],
  ]);
  const pageRuntime = requestRuntime(request, view);
  const { queryClient } = pageRuntime;
  const module = await withDeadline(serverModuleOf(remote, pageRuntime), deadline, remote.name);
  const pathname = new URL(request.url, request.appUrl).pathname;
  const routes = module.routes.filter(
    (route) => route.section === 'content' && (!route.flag || brand.config[route.flag]),
  );
  const route = matchRoutes(routes, pathname)?.[0]?.route;
  if (!route) throw new Error(`${remote.name} has no route for ${pathname}`);
  await withDeadline(preloadPage(route.load), deadline, `${remote.name}'s page`);
  if (!preloadedPage(route.load)) throw new Error(`${remote.name}'s page did not load`);
  // What `booted` of a visitor gives (the store's dispatch reads window.location for its return path).
  pageRuntime.session.store.setState({ appState: 'content' });
  // The request's own app: its remotes hold the route's, loaded, from the start (zustand's
  // server snapshot is a store's initial state).
  const app = hostAppOf(pageRuntime, { remotes: { [remote.name]: { status: 'loaded', module } } });
  const tree = <App app={app} location={request.url} />;
  // The page's data as a render of it within `dataTtlMs` had it: then no pre-pass and no API call.
  const dataTtlMs = request.dataTtlMs ?? 0;
  const dataKey = `${request.appUrl} ${serverRemoteId(remote)} ${request.url}`;
  const restored = rememberedData.restore(dataKey, queryClient, dataTtlMs);
  // The pre-pass only gathers the page's queries; the streamed render with their answers is the
  // page (prefetch.ts), unless it asks for more.
  const page = await renderWithData(
    queryClient,
    {
      gather: restored ? undefined : () => void renderToString(tree),
      render: () =>
        renderWhole(tree) ?? renderStreamed(tree, { nonce: request.nonce, deadline }, done),
      discard: (streamed) => streamed.abort(),
    },
    deadline,
  );
  if (page.status !== 'ready') throw new Error(`the page's data: ${page.status}`);
  const { shell, rest } = page.rendered;
  // A whole render has no stream whose end gives the render's slot back.
  if (!rest) done();
  const queries = dehydrate(queryClient);
  if (!restored) rememberedData.keep(dataKey, queries, dataTtlMs);
  return {
    shell,
    rest,
    queries,
    css: collectedCss(['host', remote.name]),
    themeCss: themeCssOf(brand),
  };
}

/**
 * How many renders run at once, side by side (each with its own runtime). A render is CPU work
 * between API answers: on a 2-core machine a burst of a hundred at once would make every one of
 * them miss its budget, so the rest wait for a slot and their budget counts from it (a page
 * waiting behind others is not failed for it). Not a lock: nothing is shared between renders.
 */
const RENDER_SLOTS = 4;
let rendering = 0;
const waiting: Array<() => void> = [];

/** Resolves with the release of a render slot once one is free; releasing twice is harmless. */
function renderSlot(maxHoldMs: number): Promise<() => void> {
  return new Promise((resolve) => {
    const take = () => {
      rendering += 1;
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        clearTimeout(timer);
        rendering -= 1;
        waiting.shift()?.();
      };
      // A render that never ends cannot keep its slot for good.
      const timer = setTimeout(release, maxHoldMs);
      resolve(release);
    };
    if (rendering < RENDER_SLOTS) take();
    else waiting.push(take);
  });
}

/**
 * The route rendered for a visitor of the brand, streaming, or a rejection (the remote slow,
 * failing or without a server build, the data late or failing, the shell late): the service then
 * sends the page for the client to render. Each render has a runtime of its own; up to
 * RENDER_SLOTS run side by side, and a render's slot is free once its stream has ended.
 */
export async function renderRoute(request: RenderRequest): Promise<RenderedRoute> {
  const release = await renderSlot(4 * request.timeoutMs + REST_BUDGET_MS);
  const deadline = Date.now() + request.timeoutMs;
  const work = renderNow(request, deadline, release);
  work.catch(release);
  return withDeadline(work, deadline + request.timeoutMs, 'the render');
}
