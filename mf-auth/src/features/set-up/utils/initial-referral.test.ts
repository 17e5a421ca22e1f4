import { initialReferral } from './initial-referral';

describe('the set-up’s referral from a referral link', () => {
  it('chooses the bank card whose code the link had', () => {
    expect(initialReferral('options', '522661')).toEqual({ bankCardIndex: 1, code: '' });
  });
  it('puts any other code in the boxes of another card', () => {
    expect(initialReferral('options', '123456')).toEqual({ bankCardIndex: 3, code: '123456' });
  });
  it('fills the code or text field as it is', () => {
    expect(initialReferral('code', '100200')).toEqual({ bankCardIndex: null, code: '100200' });
    expect(initialReferral('text', 'VÄN')).toEqual({ bankCardIndex: null, code: 'VÄN' });
  });
  it('leaves everything empty without a link, or where the brand takes no code', () => {
    expect(initialReferral('options', null)).toEqual({ bankCardIndex: null, code: '' });
    expect(initialReferral('none', '522661')).toEqual({ bankCardIndex: null, code: '' });
  });
});
