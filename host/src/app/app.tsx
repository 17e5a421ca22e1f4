import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

import {
  RuntimeProvider,
  useAppState,
  useRuntime,
  useRuntimeSession,
  type KlubbRuntime,
} from '@klubb/runtime';
import { Spinner } from '@klubb/ui';

import { BrandFonts } from '../features/brand/brand-fonts';
import {
  RemoteRegistryContext,
  useRemoteRegistry,
  type RemoteRegistryStore,
} from '../features/federation/remote-registry';
import { PermissionExplainer } from '../features/native/permission-explainer';
import { ErrorScreen } from '../features/screens/error-screen';
import { ForceUpdateScreen } from '../features/screens/force-update-screen';

import { boot } from './boot';
import { NavigationBridge } from './navigation-bridge';
import { SectionApp } from './section-app';
import { RENDERED_ATTRIBUTE } from './server-render';

/**
 * From the client's first commit the page is the app's: the server's mark leaves `#root`, which
 * says the route's links and buttons now work (until then a tap on a link loads the page anew).
 */
function ServerRenderTakenOver() {
  useEffect(() => document.getElementById('root')?.removeAttribute(RENDERED_ATTRIBUTE), []);
  return null;
}

function AppByState() {
  const runtime = useRuntime();
  const appState = useAppState();
  const failure = useRuntimeSession((state) => state.failure);
  switch (appState) {
    case 'loading':
      return <Spinner />;
    case 'error':
      return (
        <ErrorScreen
          kind={failure === 'unknownBrand' || failure === 'offline' ? failure : 'generic'}
          onRetry={() => {
            runtime.session.store.getState().dispatch({ type: 'retry' });
            void boot(runtime);
          }}
        />
      );
    case 'forceUpdate':
      return <ForceUpdateScreen />;
    case 'auth':
    case 'setUp':
    case 'content':
      return <SectionApp section={appState} />;
  }
}

/**
 * The host's providers (the page's runtime and its instances) around the app of the state.
 * `location` and `remotes` are a server render's (server/render.tsx): the same tree under a
 * static router, with the request's own store of loaded remotes instead of the page's.
 */
export function App({
  runtime,
  location,
  remotes = useRemoteRegistry,
}: {
  runtime: KlubbRuntime;
  location?: string;
  remotes?: RemoteRegistryStore;
}) {
  const app = (
    <>
      <NavigationBridge />
      <BrandFonts />
      <ServerRenderTakenOver />
      <AppByState />
      <PermissionExplainer />
    </>
  );
  return (
    <RuntimeProvider runtime={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          <RemoteRegistryContext.Provider value={remotes}>
            {location === undefined ? (
              <BrowserRouter>{app}</BrowserRouter>
            ) : (
              <StaticRouter location={location}>{app}</StaticRouter>
            )}
          </RemoteRegistryContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </RuntimeProvider>
  );
}
