import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

import { RuntimeProvider, useAppState, useRuntimeSession } from '@klubb/runtime';
import { Spinner } from '@klubb/ui';

import { BrandFonts } from '../features/brand/brand-fonts';
import { RemoteRegistryContext } from '../features/federation/remote-registry';
import { PermissionExplainer } from '../features/native/permission-explainer';
import { ErrorScreen } from '../features/screens/error-screen';
import { ForceUpdateScreen } from '../features/screens/force-update-screen';

import { boot } from './boot';
import { HostAppContext, useHostApp, type HostApp } from './host-app';
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
  const app = useHostApp();
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
            app.runtime.session.store.getState().dispatch({ type: 'retry' });
            void boot(app);
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
 * The host's providers (the app's runtime and its instances, its remotes) around the app of the
 * state. `location` is a server render's (server/render.tsx): the same tree under a static
 * router, its app (`hostAppOf`) the request's own, holding the route's remote loaded.
 */
export function App({ app, location }: { app: HostApp; location?: string }) {
  const { runtime } = app;
  const tree = (
    <>
      <NavigationBridge />
      <BrandFonts />
      <ServerRenderTakenOver />
      <AppByState />
      <PermissionExplainer promptsOf={app.permissionPrompts} />
    </>
  );
  return (
    <HostAppContext.Provider value={app}>
      <RuntimeProvider runtime={runtime}>
        <I18nextProvider i18n={runtime.i18n}>
          <QueryClientProvider client={runtime.queryClient}>
            <RemoteRegistryContext.Provider value={app.remotes}>
              {location === undefined ? (
                <BrowserRouter>{tree}</BrowserRouter>
              ) : (
                <StaticRouter location={location}>{tree}</StaticRouter>
              )}
            </RemoteRegistryContext.Provider>
          </QueryClientProvider>
        </I18nextProvider>
      </RuntimeProvider>
    </HostAppContext.Provider>
  );
}
