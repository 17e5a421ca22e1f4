import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsSignedIn, useRuntimeSession } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../i18n';

import { Page } from './page';

export interface MembersOnlyProps {
  title: string;
  children: ReactNode;
}

/** A page of the member's own data: a visitor is asked to sign in instead (spec §6). */
export function MembersOnly({ title, children }: MembersOnlyProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const signedIn = useIsSignedIn();
  const dispatch = useRuntimeSession((state) => state.dispatch);
  return (
    <Page title={title}>
      {signedIn ? (
        children
      ) : (
        <>
          <p>{t('common.signInToSee')}</p>
          <Button onClick={() => dispatch({ type: 'signInRequested' })}>{t('more.signIn')}</Button>
        </>
      )}
    </Page>
  );
}
