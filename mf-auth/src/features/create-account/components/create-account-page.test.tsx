import { fireEvent, screen } from '@testing-library/react';

import { readStored } from '@klubb/sdk';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { CreateAccountPage } from './create-account-page';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));

describe('the registration page', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks ssn mode for e-mail and personal number, with the terms and their links', async () => {
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
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'ny@klubb.example' } });
    fireEvent.change(screen.getByLabelText('Personnummer'), { target: { value: '198112189875' } });
    submit();
    expect(
      await screen.findByText('Personnumret är ogiltigt eller hittades inte.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    fireEvent.change(screen.getByLabelText('Personnummer'), { target: { value: '198112189876' } });
    submit();
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
    submit();
    expect(await screen.findByText('Ange ditt för- och efternamn.')).toBeInTheDocument();
  });

  it('remembers the referral code of the link for the set-up', async () => {
    await setUpAuthTest();
    renderAt(<CreateAccountPage />, '/createaccount/522661', '/createaccount/:referral_code');
    expect(screen.getByText('Din värvningskod: 522661')).toBeInTheDocument();
    expect(readStored('pendingReferralCode')).toBe('522661');
  });
});
