import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { CurrentUser, UpdateUserBody } from '@klubb/contracts';
import { useRuntime, type KlubbRuntime } from '@klubb/runtime';

import { changesCredentials } from '../utils/profile-diff';

/** The member's whole record (with ssn and addresses), which only the profile page reads. */
export const profileKeys = {
  all: ['profile'] as const,
  member: (memberId: string) => [...profileKeys.all, memberId] as const,
};

export const profileQueryOptions = (runtime: Pick<KlubbRuntime, 'api'>, memberId: string) =>
  queryOptions({
    queryKey: profileKeys.member(memberId),
    queryFn: ({ signal }) => runtime.api.getUser(signal),
  });

/**
 * Sends the changed fields (spec §4 "Profile save"). A change of e-mail or password ends the
 * member's sessions, so the member is signed in again at once with the identity client (the new
 * e-mail, the new password or the current one): the session goes on without a sign-in screen.
 */
async function saveProfile(runtime: KlubbRuntime, changes: UpdateUserBody): Promise<CurrentUser> {
  const user = await runtime.api.updateUser(changes);
  if (changesCredentials(changes)) {
    const password = changes.password ?? changes.currentPassword ?? '';
    runtime.session.establishSession(
      await runtime.identity.client().signInWithPassword(user.email, password),
    );
  }
  return user;
}

export function useSaveProfile() {
  const client = useQueryClient();
  const runtime = useRuntime();
  return useMutation({
    mutationFn: (changes: UpdateUserBody) => saveProfile(runtime, changes),
    onSuccess: (user) => {
      client.setQueryData(profileKeys.member(user.id), user);
      const { setUser } = runtime.session.store.getState();
      setUser({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        brandRoleId: user.brandRoleId,
        legacyId: user.legacyId,
        email: user.email,
        phoneNumber: user.phoneNumber,
        pushNotificationToken: user.pushNotificationToken,
        completedOnboarding: user.completedOnboarding,
      });
    },
  });
}

/** Deletes the member's account (spec §4), then signs out. */
export function useDeleteAccount() {
  const runtime = useRuntime();
  return useMutation({
    mutationFn: () => runtime.api.deleteUser(),
    onSuccess: () => runtime.session.signOut(),
  });
}
