// The host's render entry (ADR 014 decision 1), built for Node beside the client
// (`host/dist-server/render.cjs`) and called by the render service (deploy/src/render/). It
// renders the very tree the client hydrates — <App> with the brand, a visitor's booted state and
// the route's remote page — with the remote's server build loaded at run time, after the page's
// queries are fetched.
import '@klubb/ui/base.css';
import { Writable } from 'node:stream';

import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';

import type { Brand } from '@klubb/contracts';
import { initI18n } from '@klubb/i18n';
import { addTranslations } from '@klubb/runtime';
import { CATEGORY_CACHE_KEY, clearFeedCaches, removeStored } from '@klubb/sdk';
import { themeToCssVariables } from '@klubb/ui';

import { App } from '../app/app';
import { createHostRuntime } from '../app/runtime';
import { alignServerSnapshots } from '../app/server-snapshots';
import { preloadedPage, preloadPage } from '../features/federation/preloaded-pages';
import { useRemoteRegistry } from '../features/federation/remote-registry';
import { hostBundles, HOST_NAMESPACE } from '../i18n';

import { prefetchQueries } from './prefetch';
import { serverModuleOf, type ServerRemote } from './server-remote';

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
  /** The whole render's budget: loading the remote, its data and the render itself. */
  timeoutMs: number;
}

export interface RenderedRoute {
  /** What goes inside `#root`. */
  html: string;
  /** The route's queries, for the client's cache before it hydrates. */
  queries: DehydratedState;
  /** The CSS of the host's and the remote's modules (the page's critical CSS). */
  css: string;
  /** The brand's theme as the client's applyTheme sets it, for the first paint. */
  themeCss: string;
}

const themeCssOf = (brand: Brand) =>
  `:root{${Object.entries(themeToCssVariables(brand.theme.light))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/** The modules' CSS the server build collected (mf-config's server-style-loader.cjs). */
function collectedCss(containers: ReadonlyArray<string>): string {
  const all = (globalThis as { __KLUBB_SERVER_CSS__?: Record<string, Record<string, string>> })
    .__KLUBB_SERVER_CSS__;
  return containers.flatMap((name) => Object.values(all?.[name] ?? {})).join('\n');
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

/** The final render, complete (every boundary resolved) or failed. */
function renderComplete(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        // An inline script would be blocked by the page's CSP (no 'unsafe-inline').
        else if (html.includes('<script')) reject(new Error('the render wrote an inline script'));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every boundary in place: a large one is otherwise sent after the rest and moved into
      // place by an inline script, which the page's CSP blocks (no 'unsafe-inline').
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
  });
}

// The process's one runtime, as the page's (the remotes' `register` keeps it), configured per
// render for the request's brand; the module singletons it holds are why renders take turns.
let runtime: ReturnType<typeof createHostRuntime> | null = null;
let turn: Promise<unknown> = Promise.resolve();

function runtimeFor(appUrl: string, apiUrl: string) {
  // Configures the SDK for this brand (X-App-Url: a server call has no Origin).
  const fresh = createHostRuntime(appUrl, apiUrl);
  runtime ??= fresh;
  Object.assign(runtime, { api: fresh.api, http: fresh.http });
  Object.assign(runtime.config, { appUrl, apiUrl });
  return runtime;
}

async function renderNow(request: RenderRequest, deadline: number): Promise<RenderedRoute> {
  const { brand, remote } = request;
  const pageRuntime = runtimeFor(request.appUrl, request.apiUrl);
  const { queryClient } = pageRuntime;
  const sessionStore = pageRuntime.session.store;
  // A visitor's booted app of this brand, nothing of the render before: the query cache and the
  // SDK's stores, which on the server are one process memory for every brand (the feeds mirror
  // their answers there, and a page reads them back as its first data).
  queryClient.clear();
  clearFeedCaches();
  removeStored(CATEGORY_CACHE_KEY);
  useRemoteRegistry.setState({ remotes: {} });
  sessionStore.setState({
    appState: 'loading',
    failure: null,
    session: null,
    user: null,
    returnPath: null,
    signOutReason: null,
  });
  sessionStore.getState().setBrand(brand);
  await initI18n(pageRuntime.i18n, brand.language);
  addTranslations(pageRuntime, HOST_NAMESPACE, hostBundles);
  const module = await withDeadline(serverModuleOf(remote, pageRuntime), deadline, remote.name);
  useRemoteRegistry.setState({ remotes: { [remote.name]: { status: 'loaded', module } } });
  const pathname = new URL(request.url, request.appUrl).pathname;
  const routes = module.routes.filter(
    (route) => route.section === 'content' && (!route.flag || brand.config[route.flag]),
  );
  const route = matchRoutes(routes, pathname)?.[0]?.route;
  if (!route) throw new Error(`${remote.name} has no route for ${pathname}`);
  await withDeadline(preloadPage(route.load), deadline, `${remote.name}'s page`);
  if (!preloadedPage(route.load)) throw new Error(`${remote.name}'s page did not load`);
  // What `booted` of a visitor gives (the store's dispatch reads window.location for its return path).
  sessionStore.setState({ appState: 'content' });
  alignServerSnapshots();
  const tree = <App runtime={pageRuntime} location={request.url} />;
  const fetched = await prefetchQueries(queryClient, () => renderToString(tree), deadline);
  if (fetched !== 'ready') throw new Error(`the page's data: ${fetched}`);
  const html = await renderComplete(tree);
  return {
    html,
    queries: dehydrate(queryClient),
    css: collectedCss(['host', remote.name]),
    themeCss: themeCssOf(brand),
  };
}

/**
 * The route rendered for a visitor of the brand, or a rejection (the remote slow, failing or
 * without a server build, the data late or failing): the service then sends the page for the
 * client to render. One render at a time: they share the process's module singletons.
 */
export function renderRoute(request: RenderRequest): Promise<RenderedRoute> {
  const deadline = Date.now() + request.timeoutMs;
  const result = turn.then(() => renderNow(request, deadline));
  // A render that never ends holds the turn a while, never for good.
  turn = Promise.race([
    result,
    new Promise((resolve) => setTimeout(resolve, 4 * request.timeoutMs)),
  ]).catch(() => undefined);
  return withDeadline(result, deadline + request.timeoutMs, 'the render');
}
