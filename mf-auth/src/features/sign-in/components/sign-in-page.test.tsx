import { fireEvent, screen } from '@testing-library/react';

import { useSessionStore } from '@klubb/session';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { SignInPage } from './sign-in-page';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));

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
    renderAt(<SignInPage />);
    submit();
    expect(await screen.findByText('Ange din e-postadress.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'anna@klubb' } });
    submit();
    expect(await screen.findByText('Ange en giltig e-postadress.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'anna@klubb.example' } });
    fireEvent.submit(screen.getByLabelText('Lösenord').closest('form') as HTMLFormElement);
    expect(await screen.findByText('Ange ett lösenord.')).toBeInTheDocument();
  });

  it('says "Session expired, login again" after a session ended by itself', async () => {
    useSessionStore.setState({ signOutReason: 'sessionExpired' });
    renderAt(<SignInPage />);
    expect(await screen.findByText('Sessionen har gått ut, logga in igen.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    expect(useSessionStore.getState().signOutReason).toBeNull();
  });

  it('goes back to browsing', () => {
    renderAt(<SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt utan att logga in' }));
    expect(useSessionStore.getState().appState).toBe('content');
  });
});
