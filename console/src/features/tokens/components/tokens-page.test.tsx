import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS, type RegistryToken } from '@klubb/contracts';

import { renderConsole, setUpConsoleTest, signedIn } from '../../../test/console-test';
import { BRAND_OPERATOR, PLATFORM_OPERATOR } from '../../../test/fixtures';

const api = setUpConsoleTest();

const token = (overrides: Partial<RegistryToken>): RegistryToken => ({
  id: 'tok-1',
  name: 'feeds-ci',
  remote: 'mf_feeds',
  createdBy: 'platform@klubb.example',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  lastUsedAt: '2026-11-26T21:00:07.000Z',
  revokedAt: null,
  ...overrides,
});

/** The API's list: feeds-ci, offer-ci once made, feeds-ci revoked once revoked. */
function tokenList() {
  const made = api.callsTo(REGISTRY_PATHS.tokens).some((call) => call.method === 'POST');
  const revoked = api.callsTo(REGISTRY_PATHS.revokeToken).length > 0;
  return {
    tokens: [
      token(revoked ? { revokedAt: '2026-11-27T08:00:00.000Z' } : {}),
      ...(made
        ? [token({ id: 'tok-2', name: 'offer-ci', remote: 'mf_offer', lastUsedAt: null })]
        : []),
    ],
  };
}

it('makes a token, shows its secret once with focus on it, and revokes one only after asking', async () => {
  signedIn('platform@klubb.example');
  api.answer('get', REGISTRY_PATHS.me, PLATFORM_OPERATOR);
  api.answer('get', REGISTRY_PATHS.tokens, tokenList);
  api.answer('post', REGISTRY_PATHS.tokens, {
    token: token({ id: 'tok-2', name: 'offer-ci', remote: 'mf_offer', lastUsedAt: null }),
    secret: 'klubb_rt_tok-2_s3cr3t',
  });
  api.answer('post', REGISTRY_PATHS.revokeToken, {});
  renderConsole('/');
  await userEvent.click(await screen.findByRole('link', { name: 'Tokens' }, { timeout: 10_000 }));

  const feeds = await screen.findByRole('listitem', { name: 'feeds-ci' });
  expect(feeds).toHaveTextContent(/Last used\s*.*21:00:07/);
  expect(feeds).toHaveTextContent(/State\s*Active/);

  // A wrong name is said, and nothing is sent.
  await userEvent.type(screen.getByLabelText('Name'), 'Offer CI');
  await userEvent.click(screen.getByRole('button', { name: 'Make the token' }));
  expect(screen.getByText(/To make the token, give a name/)).toBeVisible();
  expect(api.callsTo(REGISTRY_PATHS.tokens).filter((call) => call.method === 'POST')).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), 'offer-ci');
  await userEvent.selectOptions(screen.getByLabelText('Remote'), 'mf_offer');
  const days = screen.getByLabelText('Expires after (days, 1–365)');
  await userEvent.clear(days);
  await userEvent.type(days, '30');
  await userEvent.click(screen.getByRole('button', { name: 'Make the token' }));

  const secretHeading = await screen.findByRole('heading', { name: 'The secret of offer-ci' });
  await waitFor(() => expect(secretHeading).toHaveFocus());
  expect(screen.getByLabelText('Secret')).toHaveValue('klubb_rt_tok-2_s3cr3t');
  expect(screen.getByRole('status')).toHaveTextContent('The token offer-ci is made.');
  expect(api.callsTo(REGISTRY_PATHS.tokens).find((call) => call.method === 'POST')?.body).toEqual({
    name: 'offer-ci',
    remote: 'mf_offer',
    expiresInDays: 30,
  });
  expect(await screen.findByRole('listitem', { name: 'offer-ci' })).toHaveTextContent(
    /Last used\s*Never/,
  );

  // Revoking asks first; cancelled, focus is back on the button and nothing is sent.
  const revoke = within(feeds).getByRole('button', { name: 'Revoke feeds-ci' });
  await userEvent.click(revoke);
  let dialog = await screen.findByRole('dialog', { name: 'Revoke feeds-ci?' });
  expect(dialog).toHaveTextContent('can no longer publish mf-feeds');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(revoke).toHaveFocus());
  expect(api.callsTo(REGISTRY_PATHS.revokeToken)).toEqual([]);

  await userEvent.keyboard('{Enter}');
  dialog = await screen.findByRole('dialog', { name: 'Revoke feeds-ci?' });
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'leaked in a log');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Revoked')).toBeVisible();
  expect(api.callsTo(REGISTRY_PATHS.revokeToken)[0]?.body).toEqual({
    id: 'tok-1',
    reason: 'leaked in a log',
  });
  // The button that acted is gone: focus is on the list's heading, and the change is said.
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Tokens' })).toHaveFocus());
  expect(screen.getByRole('status')).toHaveTextContent('The token feeds-ci is revoked.');
});

it('is the platform’s: a brand operator has no tokens link and is sent to the brands', async () => {
  signedIn();
  api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
  renderConsole('/tokens');
  expect(await screen.findByRole('link', { name: 'Brands' }, { timeout: 10_000 })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Tokens' })).not.toBeInTheDocument();
  expect(api.callsTo(REGISTRY_PATHS.tokens)).toEqual([]);
});
