import { ERROR_CODES, FORM_CODES, normalizePhoneNumber } from '@klubb/contracts';

import type { ProfileFormValues } from './profile-diff';
import { PROFILE_FORM_CODES, validatePasswordChange, validateProfile } from './validate-profile';

const form: ProfileFormValues = {
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna@klubb.example',
  phoneNumber: '+46701234567',
  addressList: [{ careOf: '', street: 'Storgatan 1', zipCode: '111 22', city: 'Stockholm' }],
  company: null,
};
const address = form.addressList[0]!;

it('accepts a complete profile', () => {
  expect(validateProfile(form, '+46')).toBeNull();
});

it('requires first name, last name, phone and each address part', () => {
  expect(validateProfile({ ...form, firstName: ' ' }, '+46')).toBe(ERROR_CODES.firstNameMissing);
  expect(validateProfile({ ...form, lastName: '' }, '+46')).toBe(ERROR_CODES.lastNameMissing);
  expect(validateProfile({ ...form, phoneNumber: '' }, '+46')).toBe(ERROR_CODES.phoneNumberMissing);
  const broken = (patch: object) => ({ ...form, addressList: [{ ...address, ...patch }] });
  expect(validateProfile(broken({ street: '' }), '+46')).toBe(ERROR_CODES.streetMissing);
  expect(validateProfile(broken({ zipCode: '' }), '+46')).toBe(ERROR_CODES.zipCodeMissing);
  expect(validateProfile(broken({ city: '' }), '+46')).toBe(ERROR_CODES.cityMissing);
});

it('takes only numeric zip codes', () => {
  const letters = { ...form, addressList: [{ ...address, zipCode: 'SE-111' }] };
  expect(validateProfile(letters, '+46')).toBe(PROFILE_FORM_CODES.zipCodeNotNumeric);
});

it('requires a company address to carry the company name', () => {
  expect(validateProfile({ ...form, company: { name: '', address } }, '+46')).toBe(
    PROFILE_FORM_CODES.companyNameMissing,
  );
  expect(validateProfile({ ...form, company: { name: 'Firma AB', address } }, '+46')).toBeNull();
});

it('normalises phone numbers: a leading 0 becomes +46, the international form is checked', () => {
  expect(normalizePhoneNumber('070-123 45 67', '+46')).toBe('+46701234567');
  expect(normalizePhoneNumber('+47 912 34 567', '+46')).toBe('+4791234567');
  expect(normalizePhoneNumber('+0701234567', '+46')).toBeNull();
  expect(normalizePhoneNumber('+4612345678901234', '+46')).toBeNull();
  expect(validateProfile({ ...form, phoneNumber: '0701234567' }, '+46')).toBeNull();
  expect(validateProfile({ ...form, phoneNumber: '12345' }, '+46')).toBe(
    ERROR_CODES.phoneNumberInvalid,
  );
});

it('takes a Norwegian brand’s 8-digit local numbers, and not a Swedish trunk 0 (issue 32)', () => {
  expect(validateProfile({ ...form, phoneNumber: '412 34 567' }, '+47')).toBeNull();
  expect(validateProfile({ ...form, phoneNumber: '041234567' }, '+47')).toBe(
    ERROR_CODES.phoneNumberInvalid,
  );
});

it('checks a new password against its confirmation and the rule', () => {
  expect(
    validatePasswordChange({ password: 'Nytt2027lösen', confirmation: 'Nytt2027lösen' }),
  ).toBeNull();
  expect(validatePasswordChange({ password: 'Nytt2027lösen', confirmation: 'x' })).toBe(
    FORM_CODES.passwordsDiffer,
  );
  expect(validatePasswordChange({ password: 'kort', confirmation: 'kort' })).toBe(
    ERROR_CODES.passwordRule,
  );
});
