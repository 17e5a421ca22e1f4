import { useMutation } from '@tanstack/react-query';

import { useRuntime } from '@klubb/runtime';

export interface LinkBankIdInput {
  email: string;
  password: string;
  /** BankID's proof of the number it identified (the `ssnProof` of a notRegistered collect). */
  ssnProof: string;
}

/**
 * Links BankID to the account the member already has (ADR 017): signs in with the account's
 * e-mail and password, hands that fresh ID token and BankID's proof to the API, and only then
 * enters the app, so a refused link leaves the member on this page with its message. From then on
 * BankID signs into the account.
 */
export function useLinkBankId() {
  const runtime = useRuntime();
  return useMutation({
    mutationFn: async ({ email, password, ssnProof }: LinkBankIdInput) => {
      await runtime.session.signIn(async () => {
        const tokens = await runtime.identity.client().signInWithPassword(email, password);
        await runtime.api.linkSsn({ idToken: tokens.idToken, ssnProof });
        return tokens;
      });
    },
  });
}
