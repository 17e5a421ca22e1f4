import { autostartLink, failureOutcome, pendingMessage } from './bankid-messages';

const qr = { autostart: false, mobile: false };

describe('BankID messages (PROTOCOLS.md §3.9)', () => {
  it.each([
    ['outstandingTransaction', qr, 'rfa1'],
    ['outstandingTransaction', { autostart: true, mobile: true }, 'rfa13'],
    ['noClient', qr, 'rfa1'],
    ['userSign', qr, 'rfa9'],
    ['started', qr, 'rfa15A'],
    ['started', { autostart: true, mobile: true }, 'rfa15B'],
    ['userMrtd', qr, 'rfa23'],
    ['somethingNew', qr, 'rfa21'],
  ])('pending %s → %s', (hint, context, key) => expect(pendingMessage(hint, context)).toBe(key));

  it.each([
    ['startFailed', { code: 'bankid/timed-out' }],
    ['expiredTransaction', { code: 'bankid/timed-out' }],
    ['userCancel', { code: 'bankid/cancelled' }],
    ['cancelled', { code: 'bankid/cancelled' }],
    ['certificateErr', { rfa: 'rfa16' }],
    ['somethingNew', { rfa: 'rfa22' }],
  ])('failed %s → %j', (hint, outcome) => expect(failureOutcome(hint)).toEqual(outcome));

  it('builds the same-device link', () => {
    expect(autostartLink('7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6')).toBe(
      'bankid:///?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null',
    );
  });
});
