import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { BankIdCollect } from '@klubb/contracts';
import { useSessionStore } from '@klubb/session';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { BankIdPanel } from './bankid-panel';

// The SDK boundary: the product API's BankID calls, the identity provider and the member call.
const calls: string[] = [];
let collectAnswers: BankIdCollect[] = [];
const fakeBankId = {
  startBankId: jest.fn(async () => ({
    orderRef: '131daac9-16c6-4618-beb0-365768f37288',
    autoStartToken: '7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6',
  })),
  getBankIdQr: jest.fn(async () => {
    calls.push(`qr@${Date.now() - startedAt}`);
    return { qrData: `bankid.67df3917-fa0d-44e5-b327-edcc928297f8.${calls.length}.abc` };
  }),
  collectBankId: jest.fn(async () => {
    calls.push(`collect@${Date.now() - startedAt}`);
    return (
      collectAnswers.shift() ?? { status: 'pending' as const, hintCode: 'outstandingTransaction' }
    );
  }),
  cancelBankId: jest.fn(async () => undefined),
};
const fakeIdentity = {
  tenantId: 'klubb-a1b2c',
  signInWithCustomToken: jest.fn(async () => ({
    uid: 'seed-klubb-anna',
    idToken: 'id',
    refreshToken: 'refresh',
    expiresInS: 3600,
  })),
  refresh: jest.fn(),
  revokeToken: jest.fn(async () => undefined),
};
const fakeApi = {
  getUser: jest.fn(async () => ({
    id: 'seed-klubb-anna',
    firstName: 'Anna',
    lastName: 'Andersson',
    brandRoleId: 'klubb-role-member',
    email: 'anna@klubb.example',
    phoneNumber: null,
    pushNotificationToken: null,
    completedOnboarding: true,
  })),
};
jest.mock('@klubb/sdk', () => ({
  ...jest.requireActual('@klubb/sdk'),
  bankId: () => fakeBankId,
  identity: () => fakeIdentity,
  api: () => fakeApi,
}));

let startedAt = 0;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** A user whose actions take no time: the clock here moves only by `advance`. */
const aUser = () => userEvent.setup({ delay: null });

async function startOrder() {
  renderAt(<BankIdPanel />);
  startedAt = Date.now();
  await aUser().click(screen.getByRole('button', { name: 'Logga in med BankID' }));
  await advance(0);
}

beforeEach(async () => {
  jest.useFakeTimers();
  calls.length = 0;
  collectAnswers = [];
  jest.clearAllMocks();
  await setUpAuthTest();
});
afterEach(() => jest.useRealTimers());

describe('BankID sign-in', () => {
  it('draws the QR from the server every second and collects every 2 s', async () => {
    await startOrder();
    const qr = screen.getByRole('img', { name: /QR-kod för BankID/ });
    expect(qr.getAttribute('data-qr')).toMatch(/^bankid\.67df3917-/);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('status')).toHaveTextContent('Starta BankID-appen.');
    await advance(4000);
    expect(calls).toEqual([
      'qr@0',
      'qr@1000',
      'collect@2000',
      'qr@2000',
      'qr@3000',
      'collect@4000',
      'qr@4000',
    ]);
  });

  it('shows the app’s progress from the hint codes', async () => {
    collectAnswers = [{ status: 'pending', hintCode: 'userSign' }];
    await startOrder();
    await advance(2000);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Skriv in din säkerhetskod i BankID-appen',
    );
  });

  it('says "Bank ID timed out: press BANK ID again" when the QR was not scanned in time', async () => {
    collectAnswers = [{ status: 'failed', hintCode: 'startFailed' }];
    await startOrder();
    await advance(2000);
    expect(screen.getByText('BankID tog för lång tid: tryck på BANKID igen.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR-kod/ })).toBeNull();
    const before = calls.length;
    await advance(5000);
    expect(calls).toHaveLength(before);
  });

  it('says it was cancelled when the member cancels in the app', async () => {
    collectAnswers = [{ status: 'failed', hintCode: 'userCancel' }];
    await startOrder();
    await advance(2000);
    expect(screen.getByText('BankID avbröts: identifieringen avbröts.')).toBeInTheDocument();
  });

  it('signs in with the API’s custom token when the order completes', async () => {
    useSessionStore.setState({ appState: 'auth' });
    collectAnswers = [{ status: 'complete', customToken: 'custom-token' }];
    await startOrder();
    await advance(2000);
    expect(fakeIdentity.signInWithCustomToken).toHaveBeenCalledWith('custom-token');
    expect(useSessionStore.getState()).toMatchObject({ appState: 'content' });
    expect(useSessionStore.getState().session?.uid).toBe('seed-klubb-anna');
  });

  it('cancels the order when the member presses cancel', async () => {
    const user = aUser();
    await startOrder();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await advance(0);
    expect(fakeBankId.cancelBankId).toHaveBeenCalledWith('131daac9-16c6-4618-beb0-365768f37288');
    expect(screen.getByRole('button', { name: 'Logga in med BankID' })).toBeEnabled();
    const before = calls.length;
    await advance(5000);
    expect(calls).toHaveLength(before);
  });

  it('offers the same-device link on a phone', async () => {
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36');
    await startOrder();
    expect(screen.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute(
      'href',
      'bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null',
    );
    agent.mockRestore();
  });
});
