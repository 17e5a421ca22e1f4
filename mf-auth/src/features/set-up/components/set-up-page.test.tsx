import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { testRuntime } from '@klubb/runtime/testing';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { SetUpPage } from './set-up-page';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

const nora = {
  id: 'seed-klubb-nora',
  firstName: 'Nora',
  lastName: 'Nilsson',
  brandRoleId: 'klubb-role-member',
  email: 'nora@klubb.example',
  phoneNumber: null,
  pushNotificationToken: null,
  completedOnboarding: false,
};

async function renderSetUp(config: Parameters<typeof setUpAuthTest>[0] = {}) {
  await setUpAuthTest(config);
  useSessionStore.setState({ appState: 'setUp', user: nora });
  renderAt(<SetUpPage />);
  await userEvent.type(screen.getByLabelText('Mobilnummer'), '0701234567');
  await userEvent.type(screen.getByLabelText('Lösenord'), 'Medlem2026');
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Spara och fortsätt' }));
const dismiss = () => userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));

describe('the set-up page', () => {
  beforeEach(() => window.localStorage.clear());

  it('fills in what the member has, with visible labels', async () => {
    await renderSetUp();
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Nora');
    expect(screen.getByLabelText('Efternamn')).toHaveValue('Nilsson');
    expect(screen.getByLabelText('E-post')).toHaveValue('nora@klubb.example');
  });

  it('asks for the password by the rule', async () => {
    const user = userEvent.setup();
    await renderSetUp();
    await user.clear(screen.getByLabelText('Lösenord'));
    await user.type(screen.getByLabelText('Lösenord'), 'kort1A');
    await user.click(screen.getByRole('radio', { name: 'Bankkort' }));
    await submit();
    expect(await screen.findByText(/8–30 tecken långt/)).toBeInTheDocument();
  });

  it('asks to choose a bank card when none is chosen (the first message)', async () => {
    await renderSetUp();
    await submit();
    expect(await screen.findByText('Välj ditt bankkort.')).toBeInTheDocument();
  });

  it('asks for six digits for another card (the second message)', async () => {
    const user = userEvent.setup();
    await renderSetUp();
    expect(
      screen.queryByRole('group', { name: 'De sex första siffrorna på ditt kort' }),
    ).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Annat' }));
    const boxes = screen.getByRole('group', { name: 'De sex första siffrorna på ditt kort' });
    expect(boxes.querySelectorAll('input')).toHaveLength(6);
    await submit();
    expect(await screen.findByText(/Fyll i koden/)).toBeInTheDocument();
  });

  it('takes a referral code in boxes for a brand of codes', async () => {
    await renderSetUp({ referralCodeInputType: 'code', referralCodeInputFieldLength: 6 });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      screen.getByRole('group', { name: 'Värvningskod' }).querySelectorAll('input'),
    ).toHaveLength(6);
    await submit();
    expect(await screen.findByText(/Fyll i koden/)).toBeInTheDocument();
    await dismiss();
  });

  // Issue 32: brand B's member gave name, phone and a password at registration a moment before.
  it('asks only for the code where the member chose a password and gave the details', async () => {
    await setUpAuthTest({
      verifyWithSsn: false,
      referralCodeInputType: 'code',
      referralCodeInputFieldLength: 6,
    });
    useSessionStore.setState({ appState: 'setUp', user: { ...nora, phoneNumber: '+4791234567' } });
    renderAt(<SetUpPage />);
    expect(screen.getByText('Ett sista steg innan du kommer igång.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Värvningskod' })).toBeVisible();
    expect(screen.queryByLabelText('Lösenord')).toBeNull();
    expect(screen.queryByLabelText('Förnamn')).toBeNull();
    expect(screen.queryByLabelText('Mobilnummer')).toBeNull();
  });

  it('asks for no code where the brand has none', async () => {
    await renderSetUp({ referralCodeInputType: 'none' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByLabelText('Värvningskod')).toBeNull();
  });
});
