import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { API_PATHS, BANKID_API_PATHS, IDENTITY_PATHS, type BankIdCollect } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';
import { configureIdentity } from '@klubb/sdk';
import { TEST_API_URL, setUpTestApi } from '@klubb/sdk/testing';

import { renderAt, setUpAuthTest } from '../../../test/render';

import { BankIdPanel } from './bankid-panel';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

// The product API's BankID calls, the identity provider (its stand-in's URLs) and the member
// call, all at the HTTP layer: the panel runs the SDK's real clients.
const testApi = setUpTestApi({
  getIdToken: async () => useSessionStore.getState().session?.idToken ?? null,
});
const ORDER_REF = '131daac9-16c6-4618-beb0-365768f37288';
const calls: string[] = [];
let collectAnswers: BankIdCollect[] = [];
/** An ID token as the identity provider signs it; the client reads only its claims. */
const idToken = (uid: string) =>
  ['e30', btoa(JSON.stringify({ user_id: uid, sub: uid })).replace(/=+$/, ''), 'sig'].join('.');

function answerBankId() {
  testApi.answer('post', BANKID_API_PATHS.start, {
    orderRef: ORDER_REF,
    autoStartToken: '7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6',
  });
  testApi.answer('post', BANKID_API_PATHS.qr, () => {
    calls.push(`qr@${Date.now() - startedAt}`);
    return { qrData: `bankid.67df3917-fa0d-44e5-b327-edcc928297f8.${calls.length}.abc` };
  });
  testApi.answer('post', BANKID_API_PATHS.collect, () => {
    calls.push(`collect@${Date.now() - startedAt}`);
    return collectAnswers.shift() ?? { status: 'pending', hintCode: 'outstandingTransaction' };
  });
  testApi.answer('post', BANKID_API_PATHS.cancel, {});
  testApi.answer('post', `/identitytoolkit.googleapis.com${IDENTITY_PATHS.signInWithCustomToken}`, {
    kind: 'identitytoolkit#VerifyCustomTokenResponse',
    idToken: idToken('seed-klubb-anna'),
    refreshToken: 'refresh',
    expiresIn: '3600',
    isNewUser: false,
  });
  testApi.answer('get', API_PATHS.getUser, {
    id: 'seed-klubb-anna',
    firstName: 'Anna',
    lastName: 'Andersson',
    brandRoleId: 'klubb-role-member',
    email: 'anna@klubb.example',
    phoneNumber: null,
    pushNotificationToken: null,
    completedOnboarding: true,
    ssn: '198504128763',
    addressList: [],
    company: null,
  });
}
const callsTo = (path: string) => testApi.callsTo(path);

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
  // Node's fetch (MSW's interception) settles on the real microtask queue.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  calls.length = 0;
  collectAnswers = [];
  configureIdentity({ apiUrl: TEST_API_URL, tenantId: 'klubb-a1b2c' });
  answerBankId();
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
    expect(
      callsTo(`/identitytoolkit.googleapis.com${IDENTITY_PATHS.signInWithCustomToken}`)[0]?.body,
    ).toMatchObject({ token: 'custom-token', tenantId: 'klubb-a1b2c' });
    // Then the member call with the new token, and the app opens.
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ appState: 'content' }));
    expect(callsTo(API_PATHS.getUser)[0]?.authorization).toMatch(/^Bearer e30\./);
    expect(useSessionStore.getState().session?.uid).toBe('seed-klubb-anna');
  });

  it('cancels the order when the member presses cancel', async () => {
    const user = aUser();
    await startOrder();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await advance(0);
    expect(callsTo(BANKID_API_PATHS.cancel).map((call) => call.body)).toEqual([
      { orderRef: ORDER_REF },
    ]);
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
