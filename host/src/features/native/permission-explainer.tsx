import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Dialog } from '@klubb/ui';

import { HOST_NAMESPACE } from '../../i18n';

import type { PermissionPrompts } from './permission-prompts';

const noStep = () => null;
const noSubscription = () => () => undefined;

/**
 * The short explanation before the container's push or tracking prompt (issue 32): what the
 * member gets, the button that lets the system ask, and "Not now". Shown only in a container, at
 * a meaningful moment (permission-prompts.ts); nothing on the server. `promptsOf`: the app's
 * (`HostApp.permissionPrompts`), null before the native set-up and on a server.
 */
export function PermissionExplainer({ promptsOf }: { promptsOf: () => PermissionPrompts | null }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  // Read at each render: boot sets them up after the first (the language's arrival renders again).
  const prompts = promptsOf();
  const step = useSyncExternalStore(
    prompts ? prompts.subscribe : noSubscription,
    prompts ? prompts.step : noStep,
    noStep,
  );
  if (!prompts || !step) return null;
  return (
    <Dialog
      title={t(`permissions.${step}Title`)}
      message={t(`permissions.${step}Message`)}
      onClose={() => prompts.later()}
      actions={
        <>
          <Button variant="secondary" onClick={() => prompts.later()}>
            {t('permissions.notNow')}
          </Button>
          <Button onClick={() => void prompts.accept()}>{t(`permissions.${step}Allow`)}</Button>
        </>
      }
    />
  );
}
