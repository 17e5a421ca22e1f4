import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { testRuntime } from '@klubb/runtime/testing';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { SignInPage } from './sign-in-page';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Logga in' }));

describe('the sign-in page', () => {
  beforeEach(() => setUpAuthTest());

  it('offers BankID, e-mail and password with visible labels, and the ways on', () => {
    renderAt(<SignInPage />);
    expect(screen.getByRole('heading', { name: 'Logga in', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in med BankID' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
    expect(screen.getByLabelText('Lösenord')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.getByRole('link', { name: 'Skapa konto' })).toHaveAttribute(
      'href',
      '/createaccount',
    );
  });

  it('has no BankID for a brand that does not register by personal number', async () => {
    await setUpAuthTest({ verifyWithSsn: false });
    renderAt(<SignInPage />);
    expect(screen.queryByRole('button', { name: 'Logga in med BankID' })).toBeNull();
  });

  it('says in a dialog what is missing: the e-mail, a valid e-mail, the password', async () => {
    const user = userEvent.setup();
    renderAt(<SignInPage />);
    await submit();
    expect(await screen.findByText('Ange din e-postadress.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await user.type(screen.getByLabelText('E-post'), 'anna@klubb');
    await submit();
    expect(await screen.findByText('Ange en giltig e-postadress.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await user.type(screen.getByLabelText('E-post'), '.example');
    // Enter in the empty password field sends the form, as on a phone's keyboard.
    await user.type(screen.getByLabelText('Lösenord'), '{Enter}');
    expect(await screen.findByText('Ange ett lösenord.')).toBeInTheDocument();
  });

  it('says "Session expired, login again" after a session ended by itself', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ signOutReason: 'sessionExpired' });
    renderAt(<SignInPage />);
    expect(await screen.findByText('Sessionen har gått ut, logga in igen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(useSessionStore.getState().signOutReason).toBeNull();
  });

  it('goes back to browsing', async () => {
    const user = userEvent.setup();
    renderAt(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Fortsätt utan att logga in' }));
    expect(useSessionStore.getState().appState).toBe('content');
  });
});
