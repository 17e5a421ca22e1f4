import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { testRuntime } from '@klubb/runtime/testing';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { CreateAccountPage } from './create-account-page';

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

  it('remembers the referral code of the link for the set-up', async () => {
    await setUpAuthTest();
    renderAt(<CreateAccountPage />, '/createaccount/522661', '/createaccount/:referral_code');
    expect(screen.getByText('Din värvningskod: 522661')).toBeInTheDocument();
    // Kept in the runtime's storage, where the set-up reads it.
    expect(testRuntime().storage.read('pendingReferralCode')).toBe('522661');
  });
});
