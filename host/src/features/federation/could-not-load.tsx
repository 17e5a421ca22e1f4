import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ErrorView, Spinner, useOnBackOnline, useOnline } from '@klubb/ui';

import { markBackOnline, nextReconnectDelay } from './reconnect';

export interface CouldNotLoadProps {
  onRetry: () => void;
  loading?: boolean;
}

/**
 * The localised view a remote's page shows while that remote cannot be loaded. Offline it says
 * so instead (the rest of the app is no better off), and it tries again by itself when the
 * network returns, and again a few times if the first requests after the return fail too.
 */
export function CouldNotLoad({ onRetry, loading = false }: CouldNotLoadProps) {
  const { t } = useTranslation('host');
  const online = useOnline();
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  useOnBackOnline(() => {
    markBackOnline();
    retry.current();
  });
  // Failed again just after the network returned: one more try soon, still "loads by itself".
  const [reconnectIn, setReconnectIn] = useState(() =>
    navigator.onLine ? nextReconnectDelay() : null,
  );
  // The app's fallback page stays mounted through its retries: each that ends failed counts too.
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading && navigator.onLine) setReconnectIn(nextReconnectDelay());
    wasLoading.current = loading;
  }, [loading]);
  useEffect(() => {
    if (reconnectIn === null) return;
    const timer = window.setTimeout(() => retry.current(), reconnectIn);
    return () => window.clearTimeout(timer);
  }, [reconnectIn]);
  if (loading) return <Spinner />;
  const text = online && reconnectIn === null ? 'couldNotLoad' : 'offlinePart';
  return (
    <ErrorView title={t(`${text}.title`)} message={t(`${text}.message`)}>
      <Button onClick={onRetry}>{t('couldNotLoad.retry')}</Button>
    </ErrorView>
  );
}
