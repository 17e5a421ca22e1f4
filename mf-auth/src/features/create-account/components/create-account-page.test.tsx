import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { API_PATHS, ERROR_CODES } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';
import { setUpTestApi } from '@klubb/sdk/testing';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { CreateAccountPage } from './create-account-page';

const testApi = setUpTestApi();

/** Types into the server's form, before the app owns it, as a fast thumb or a browser's autofill. */
const typeInto = (page: HTMLElement, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    const field = page.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!field) throw new Error(`no field ${name}`);
    if (field.type === 'checkbox') field.checked = value === 'on';
    else field.value = value;
  }
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));

describe('the registration page', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks ssn mode for e-mail and personal number, with the terms and their links', async () => {
    const user = userEvent.setup();
    await setUpAuthTest({ verifyWithSsn: true });
    renderAt(<CreateAccountPage />, '/createaccount', '/createaccount');
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
    expect(screen.getByLabelText('Personnummer')).toBeInTheDocument();
    expect(screen.queryByLabelText('Lösenord')).toBeNull();
    expect(screen.getByRole('link', { name: 'Läs villkoren' })).toHaveAttribute(
      'href',
      'https://klubb.example/villkor',
    );
    expect(screen.getByRole('link', { name: 'Läs integritetspolicyn' })).toHaveAttribute(
      'href',
      'https://klubb.example/integritet',
    );
    await user.type(screen.getByLabelText('E-post'), 'ny@klubb.example');
    await user.type(screen.getByLabelText('Personnummer'), '198112189875');
    await submit();
    expect(
      await screen.findByText('Personnumret är ogiltigt eller hittades inte.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await user.clear(screen.getByLabelText('Personnummer'));
    await user.type(screen.getByLabelText('Personnummer'), '198112189876');
    await submit();
    expect(await screen.findByText(/Godkänn villkoren/)).toBeInTheDocument();
  });

  it('asks the other mode for name, contact, address and a password', async () => {
    await setUpAuthTest({ verifyWithSsn: false });
    renderAt(<CreateAccountPage />, '/createaccount', '/createaccount');
    for (const label of [
      'För- och efternamn',
      'E-post',
      'Mobilnummer',
      'Gatuadress',
      'Postnummer',
      'Ort',
      'Lösenord',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Personnummer')).toBeNull();
    await submit();
    expect(await screen.findByText('Ange ditt för- och efternamn.')).toBeInTheDocument();
  });

  it('keeps what was typed and ticked in the server’s form before the app took it over', async () => {
    await setUpAuthTest({ verifyWithSsn: true });
    testApi.fail('post', API_PATHS.createUser, {
      status: 409,
      code: ERROR_CODES.emailAlreadyExists,
      message: 'taken',
    });
    renderAt(<CreateAccountPage />, '/createaccount', '/createaccount', {
      typeBeforeHydration: (page) =>
        typeInto(page, { email: 'ny@klubb.example', ssn: '198112189876', termsAccepted: 'on' }),
    });
    await submit();
    await waitFor(() => expect(testApi.callsTo(API_PATHS.createUser)).toHaveLength(1));
    expect(testApi.callsTo(API_PATHS.createUser)[0]?.body).toMatchObject({
      email: 'ny@klubb.example',
      ssn: '198112189876',
    });
  });

  it('remembers the referral code of the link for the set-up', async () => {
    await setUpAuthTest();
    renderAt(<CreateAccountPage />, '/createaccount/522661', '/createaccount/:referral_code');
    expect(screen.getByText('Din värvningskod: 522661')).toBeInTheDocument();
    // Kept in the runtime's storage, where the set-up reads it.
    expect(testRuntime().storage.read('pendingReferralCode')).toBe('522661');
  });
});
