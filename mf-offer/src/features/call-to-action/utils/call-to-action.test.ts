import type { CallToAction } from '@klubb/contracts';

import { callToActionOutcome, withReferralToken, type CallToActionContext } from './call-to-action';

const context: CallToActionContext = {
  offerId: 'klubb-editorial-003',
  member: { id: 'seed-klubb-anna', firstName: 'Anna', lastName: 'Andersson' },
  signedIn: true,
  contactEmail: 'medlem@klubb.example',
  native: false,
};

const action = (type: CallToAction['type'], overrides: Partial<CallToAction> = {}) => ({
  type,
  label: 'Knapp',
  url: null,
  message: null,
  ...overrides,
});

describe('callToActionOutcome', () => {
  it('logs callToActionButtonClicked-{type} with the offer id for every type', () => {
    for (const type of ['url', 'claim', 'payment', 'referralUrl', 'mailTo'] as const) {
      expect(callToActionOutcome(action(type), context).event).toEqual({
        event: `callToActionButtonClicked-${type}`,
        params: { offerId: 'klubb-editorial-003' },
      });
    }
  });

  it('url opens the link in a new tab, or in the same window inside the native container', () => {
    const link = action('url', { url: 'https://partner.example/klubb-benefit-002' });
    expect(callToActionOutcome(link, context).effect).toEqual({
      kind: 'open',
      url: 'https://partner.example/klubb-benefit-002',
      newTab: true,
    });
    expect(callToActionOutcome(link, { ...context, native: true }).effect).toEqual({
      kind: 'open',
      url: 'https://partner.example/klubb-benefit-002',
      newTab: false,
    });
  });

  it('url opens nothing for a missing or non-web link', () => {
    expect(callToActionOutcome(action('url'), context).effect).toEqual({ kind: 'none' });
    expect(
      callToActionOutcome(action('url', { url: 'javascript:alert(1)' }), context).effect,
    ).toEqual({ kind: 'none' });
  });

  it('claim only logs', () => {
    expect(callToActionOutcome(action('claim'), context).effect).toEqual({ kind: 'none' });
  });

  it('payment starts the payment handler', () => {
    expect(callToActionOutcome(action('payment'), context).effect).toEqual({ kind: 'payment' });
  });

  it('referralUrl goes to the referral page with the offer id, and no credential of ours', () => {
    const referral = action('referralUrl', { url: 'https://partner.example/referral?src=app' });
    const { effect } = callToActionOutcome(referral, context);
    expect(effect).toEqual({
      kind: 'referral',
      url: 'https://partner.example/referral?src=app&offerId=klubb-editorial-003',
      newTab: true,
    });
  });

  it('the referral page gets the referral token in its fragment', () => {
    expect(
      withReferralToken('https://partner.example/referral?offerId=klubb-editorial-003', 'r3f'),
    ).toBe('https://partner.example/referral?offerId=klubb-editorial-003#token=r3f');
  });

  it('referralUrl asks an anonymous visitor to sign in first', () => {
    const referral = action('referralUrl', { url: 'https://partner.example/referral' });
    expect(
      callToActionOutcome(referral, { ...context, member: null, signedIn: false }).effect,
    ).toEqual({ kind: 'signIn' });
  });

  it('mailTo drafts a mail with the member’s name and id as subject and the message as body', () => {
    const mail = action('mailTo', { message: 'Hej! Jag har en fråga om erbjudandet.' });
    expect(callToActionOutcome(mail, context).effect).toEqual({
      kind: 'open',
      url:
        'mailto:medlem@klubb.example?subject=Anna%20Andersson%20(seed-klubb-anna)' +
        '&body=Hej!%20Jag%20har%20en%20fr%C3%A5ga%20om%20erbjudandet.',
      newTab: false,
    });
  });

  it('mailTo writes to the address of its own link when it has one', () => {
    const mail = action('mailTo', { url: 'mailto:event@partner.example', message: 'Hej' });
    const { effect } = callToActionOutcome(mail, { ...context, member: null });
    expect(effect).toEqual({
      kind: 'open',
      url: 'mailto:event@partner.example?body=Hej',
      newTab: false,
    });
  });
});
