import {
  normalizePhoneNumber,
  type Address,
  type CallingCode,
  type Company,
  type CurrentUser,
  type UpdateUserBody,
} from '@klubb/contracts';

/** What the profile form edits (spec §3 "User profile (edit)"); the ssn is read-only. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  addressList: Address[];
  company: Company | null;
}

/** The form's first values: the member's record as the API answered it. */
export const profileFormValues = (user: CurrentUser): ProfileFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  addressList: user.addressList.map((address) => ({ ...address })),
  company: user.company
    ? { name: user.company.name, address: user.company.address && { ...user.company.address } }
    : null,
});

const trimAddress = (address: Address): Address => ({
  careOf: address.careOf.trim(),
  street: address.street.trim(),
  zipCode: address.zipCode.replace(/\s/g, ''),
  city: address.city.trim(),
});

const trimCompany = (company: Company | null): Company | null =>
  company && {
    name: company.name.trim(),
    address: company.address && trimAddress(company.address),
  };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields only (spec §4 "Profile save"): values are compared as they would be stored
 * (trimmed, the phone in international form, zip codes without spaces), so retyping a value as it
 * was sends nothing. An empty answer means there is nothing to send.
 */
export function profileChanges(
  user: CurrentUser,
  form: ProfileFormValues,
  callingCode: CallingCode,
): UpdateUserBody {
  const changes: UpdateUserBody = {};
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const email = form.email.trim();
  const phone = normalizePhoneNumber(form.phoneNumber, callingCode) ?? form.phoneNumber.trim();
  if (firstName !== user.firstName) changes.firstName = firstName;
  if (lastName !== user.lastName) changes.lastName = lastName;
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email;
  if (phone !== (user.phoneNumber ?? '')) changes.phoneNumber = phone;
  const addressList = form.addressList.map(trimAddress);
  if (!same(addressList, user.addressList.map(trimAddress))) changes.addressList = addressList;
  const company = trimCompany(form.company);
  if (!same(company, trimCompany(user.company))) changes.company = company;
  return changes;
}

export const hasChanges = (changes: UpdateUserBody) => Object.keys(changes).length > 0;

/**
 * Spec §4: the current-password prompt appears when the e-mail or the password changes and no
 * current password is given.
 */
export const needsCurrentPassword = (changes: UpdateUserBody) =>
  (changes.email !== undefined || changes.password !== undefined) && !changes.currentPassword;

/** A change of e-mail or password: the member signs in again afterwards (spec §4). */
export const changesCredentials = (changes: UpdateUserBody) =>
  changes.email !== undefined || changes.password !== undefined;
