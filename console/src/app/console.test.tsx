import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REGISTRY_PATHS } from '@klubb/contracts';
import { HttpResponse } from '@klubb/sdk/testing';

import { SESSION_KEY } from '../lib/session/session-storage';
import {
  SIGN_IN_PATH,
  renderConsole,
  setUpConsoleTest,
  signInAnswer,
  signedIn,
} from '../test/console-test';
import { BRAND_OPERATOR, brandA } from '../test/fixtures';

const api = setUpConsoleTest();

const reauthRequired = () =>
  HttpResponse.json(
    {
      status: 401,
      code: 'operator/reauthentication-required',
      message: 'Sign in again to make changes',
    },
    { status: 401 },
  );

/** Brand A, with mf-commerce on until the API has heard the change. */
function answerBrandA() {
  api.answer('get', REGISTRY_PATHS.brand, () =>
    brandA({
      commerceEnabled: !api.callsTo(REGISTRY_PATHS.setBrandRemote).some((call) => {
        const body = call.body as { enabled?: boolean };
        return body.enabled === false && call.authorization !== null;
      }),
    }),
  );
}

/** Says yes to the question before a remote is switched off. */
async function confirmSwitchOff(reason?: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Switch mf-commerce off for Klubb?' });
  if (reason) await userEvent.type(within(dialog).getByLabelText(/Reason/), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
}

describe('the console', () => {
  it('signs an operator in to the operators’ tenant and lands a brand operator on their brand', async () => {
    api.answer('post', SIGN_IN_PATH, signInAnswer('ops.klubb@klubb.example'));
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    answerBrandA();
    renderConsole('/');

    await userEvent.type(screen.getByLabelText('E-mail'), 'ops.klubb@klubb.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Operator-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Klubb' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Use mf-commerce' })).toBeChecked();
    const [signIn] = api.callsTo(SIGN_IN_PATH);
    expect(signIn?.body).toMatchObject({
      email: 'ops.klubb@klubb.example',
      password: 'Operator-2026!',
      tenantId: 'operators',
    });
    expect(api.callsTo(REGISTRY_PATHS.me)[0]?.authorization).toBe('Bearer operator-token-1');
    expect(api.callsTo(REGISTRY_PATHS.brand)[0]?.search.get('brandId')).toBe('klubb');
    // Kept for this tab only (a reload keeps the operator signed in, closing the tab does not).
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      email: 'ops.klubb@klubb.example',
    });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('lets the operator choose the language on the sign-in page', async () => {
    renderConsole('/');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sv');
    expect(await screen.findByRole('heading', { name: 'Logga in som operatör' })).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Språk' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Sign in as an operator' })).toBeVisible();
  });

  it('says why a sign-in failed', async () => {
    api.answer('post', SIGN_IN_PATH, () =>
      HttpResponse.json(
        { error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS', errors: [] } },
        { status: 400 },
      ),
    );
    renderConsole('/');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ops.klubb@klubb.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
  });

  it('switches a remote off for the brand, says what changed and shows the new state', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    answerBrandA();
    api.answer('post', REGISTRY_PATHS.setBrandRemote, {});
    renderConsole('/brands/klubb');

    await userEvent.click(await screen.findByRole('switch', { name: 'Use mf-commerce' }));
    await confirmSwitchOff();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'mf-commerce is now off for Klubb.',
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Use mf-commerce' })).not.toBeChecked(),
    );
    expect(api.callsTo(REGISTRY_PATHS.setBrandRemote).map((call) => call.body)).toEqual([
      { brandId: 'klubb', remote: 'mf_commerce', enabled: false },
    ]);
  });

  it('asks for the password when the API wants a fresh session, then makes the change', async () => {
    signedIn('ops.klubb@klubb.example', 'old-token');
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    answerBrandA();
    api.answer('post', REGISTRY_PATHS.setBrandRemote, (call) =>
      call === 1 ? reauthRequired() : {},
    );
    api.answer('post', SIGN_IN_PATH, signInAnswer('ops.klubb@klubb.example', 'fresh-token'));
    renderConsole('/brands/klubb');

    await userEvent.click(await screen.findByRole('switch', { name: 'Use mf-commerce' }));
    await confirmSwitchOff();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Operator-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'mf-commerce is now off for Klubb.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(SIGN_IN_PATH)[0]?.body).toMatchObject({
      email: 'ops.klubb@klubb.example',
      password: 'Operator-2026!',
      tenantId: 'operators',
    });
    expect(api.callsTo(REGISTRY_PATHS.setBrandRemote).map((call) => call.authorization)).toEqual([
      'Bearer old-token',
      'Bearer fresh-token',
    ]);
  });

  it('drops the change when the operator cancels the password prompt', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    answerBrandA();
    api.answer('post', REGISTRY_PATHS.setBrandRemote, reauthRequired);
    renderConsole('/brands/klubb');

    await userEvent.click(await screen.findByRole('switch', { name: 'Use mf-commerce' }));
    await confirmSwitchOff();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The change was not made: it needs you to confirm with your password.',
    );
    expect(api.callsTo(REGISTRY_PATHS.setBrandRemote)).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Use mf-commerce' })).toBeChecked();
  });

  it('tells a brand operator they may not manage another brand', async () => {
    signedIn();
    api.answer('get', REGISTRY_PATHS.me, BRAND_OPERATOR);
    api.fail('get', REGISTRY_PATHS.brand, {
      status: 403,
      code: 'operator/forbidden',
      message: 'Not your brand',
    });
    renderConsole('/brands/klubb-norge');
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not manage this brand.');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
