import {
  isLuhnValid,
  validateCardForm,
  validateCvc,
  validateExpiryMonth,
  validateExpiryYear,
} from './card-payment';

const NOW = new Date(2026, 10, 24);
const VALID = {
  name: 'Erik Test',
  email: 'erik@klubb.example',
  number: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '34',
  cvc: '123',
};

describe('card payment form rules (spec §5)', () => {
  it('checks the card number with Luhn', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('4000000000000002')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('42424242x4242424')).toBe(false);
  });

  it('takes months 1 to 12 only', () => {
    expect(validateExpiryMonth('1')).toBeNull();
    expect(validateExpiryMonth('09')).toBeNull();
    expect(validateExpiryMonth('12')).toBeNull();
    expect(validateExpiryMonth('0')).toBe('invalid');
    expect(validateExpiryMonth('13')).toBe('invalid');
    expect(validateExpiryMonth('1a')).toBe('invalid');
    expect(validateExpiryMonth(' ')).toBe('required');
  });

  it('takes a two-digit year that is not in the past, month included', () => {
    expect(validateExpiryYear('26', '11', NOW)).toBeNull();
    expect(validateExpiryYear('26', '10', NOW)).toBe('invalid');
    expect(validateExpiryYear('25', '12', NOW)).toBe('invalid');
    expect(validateExpiryYear('2030', '12', NOW)).toBe('invalid');
    expect(validateExpiryYear('3', '12', NOW)).toBe('invalid');
    expect(validateExpiryYear('', '12', NOW)).toBe('required');
  });

  it('takes a CVC of three or four digits', () => {
    expect(validateCvc('123')).toBeNull();
    expect(validateCvc('1234')).toBeNull();
    expect(validateCvc('12')).toBe('invalid');
    expect(validateCvc('12345')).toBe('invalid');
    expect(validateCvc('')).toBe('required');
  });

  it('names every missing or wrong field of the form', () => {
    expect(validateCardForm(VALID, NOW)).toEqual({});
    expect(
      validateCardForm(
        { name: '', email: 'nope', number: '4242', expMonth: '13', expYear: '1', cvc: '' },
        NOW,
      ),
    ).toEqual({
      name: 'required',
      email: 'invalid',
      number: 'invalid',
      expMonth: 'invalid',
      expYear: 'invalid',
      cvc: 'required',
    });
  });
});
