import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useCurrentUser, useRuntime } from '@klubb/runtime';

import { LoadState } from '../../../components/load-state';
import { MembersOnly } from '../../../components/members-only';
import { MORE_NAMESPACE } from '../../../i18n';
import { profileQueryOptions } from '../api/profile-queries';

import { DeleteAccount } from './delete-account';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** User info (spec §2): the profile, change password and delete account. */
export function UserInfoPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <MembersOnly title={t('userInfo.title')}>
      <UserInfo />
    </MembersOnly>
  );
}

function UserInfo() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const user = useCurrentUser();
  const runtime = useRuntime();
  const query = useQuery(profileQueryOptions(runtime, user?.id ?? ''));
  if (!query.data) return <LoadState query={query} label={t('userInfo.loading')} />;
  return (
    <>
      <ProfileForm user={query.data} />
      <PasswordForm />
      <DeleteAccount />
    </>
  );
}
