import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';

import { i18n } from '@klubb/i18n';
import { queryClient, useAppState, useSessionStore } from '@klubb/session';
import { Spinner } from '@klubb/ui';

import { boot } from '../features/brand/boot';
import { ErrorScreen } from '../features/screens/error-screen';
import { ForceUpdateScreen } from '../features/screens/force-update-screen';

import { SectionApp } from './section-app';

function AppByState() {
  const appState = useAppState();
  const failure = useSessionStore((state) => state.failure);
  switch (appState) {
    case 'loading':
      return <Spinner />;
    case 'error':
      return (
        <ErrorScreen
          kind={failure === 'unknownBrand' || failure === 'offline' ? failure : 'generic'}
          onRetry={() => {
            useSessionStore.getState().dispatch({ type: 'retry' });
            void boot(window.location.origin);
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

/** The host's providers around the app of the current app state. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppByState />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
