import {
  normalizePhoneNumber,
  normalizeSsn,
  splitFullName,
  type CallingCode,
  type CreateUserBody,
  type RegistrationForm,
} from '@klubb/contracts';

/** The registration form: the rule's fields plus the optional c/o line. */
export type CreateAccountForm = RegistrationForm & { careOf?: string };

export const EMPTY_REGISTRATION: CreateAccountForm = {
  email: '',
  termsAccepted: false,
  ssn: '',
  fullName: '',
  phoneNumber: '',
  street: '',
  zipCode: '',
  city: '',
  password: '',
};

/**
 * The registration payload (spec §3) of a checked form: ssn mode e-mail and personal number;
 * otherwise the name split into first and last, the phone in international form, the address
 * and the password.
 */
export function registrationBody(
  form: CreateAccountForm,
  verifyWithSsn: boolean,
  brandId: string,
  callingCode: CallingCode,
): CreateUserBody {
  const email = form.email.trim();
  if (verifyWithSsn) return { email, ssn: normalizeSsn(form.ssn), brandId };
  return {
    email,
    ...splitFullName(form.fullName),
    phoneNumber: normalizePhoneNumber(form.phoneNumber, callingCode) ?? form.phoneNumber,
    careOf: form.careOf?.trim() ?? '',
    street: form.street.trim(),
    zipCode: form.zipCode.trim(),
    city: form.city.trim(),
    password: form.password,
    brandId,
  };
}
