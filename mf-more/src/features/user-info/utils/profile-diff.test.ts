import type { CurrentUser } from '@klubb/contracts';

import {
  changesCredentials,
  hasChanges,
  needsCurrentPassword,
  profileChanges,
  profileFormValues,
} from './profile-diff';

const anna: CurrentUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Andersson',
  brandRoleId: 'r1',
  email: 'anna@klubb.example',
  phoneNumber: '+46701234567',
  pushNotificationToken: null,
  completedOnboarding: true,
  ssn: '198504128763',
  addressList: [{ careOf: '', street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' }],
  company: null,
};

it('sends nothing when nothing changed', () => {
  const changes = profileChanges(anna, profileFormValues(anna), '+46');
  expect(changes).toEqual({});
  expect(hasChanges(changes)).toBe(false);
});

it('sends only the changed fields', () => {
  const form = { ...profileFormValues(anna), lastName: 'Berg' };
  expect(profileChanges(anna, form, '+46')).toEqual({ lastName: 'Berg' });
});

it('counts a value retyped as stored as no change: spaces, a local phone, a spaced zip code', () => {
  const form = {
    ...profileFormValues(anna),
    firstName: ' Anna ',
    phoneNumber: '070-123 45 67',
    addressList: [{ careOf: '', street: 'Storgatan 1 ', zipCode: '111 22', city: 'Stockholm' }],
  };
  expect(profileChanges(anna, form, '+46')).toEqual({});
});

it('sends a new phone number in international form', () => {
  const form = { ...profileFormValues(anna), phoneNumber: '0739876543' };
  expect(profileChanges(anna, form, '+46')).toEqual({ phoneNumber: '+46739876543' });
});

it('sends the whole address list when an address is added, removed or moved', () => {
  const second = { careOf: 'c/o Berg', street: 'Lillgatan 2', zipCode: '22233', city: 'Lund' };
  const added = { ...profileFormValues(anna), addressList: [...anna.addressList, second] };
  expect(profileChanges(anna, added, '+46').addressList).toHaveLength(2);
  const removed = { ...profileFormValues(anna), addressList: [] };
  expect(profileChanges(anna, removed, '+46')).toEqual({ addressList: [] });
});

it('sends a company address as the company', () => {
  const company = { name: 'Firma AB', address: anna.addressList[0] ?? null };
  expect(profileChanges(anna, { ...profileFormValues(anna), company }, '+46')).toEqual({ company });
});

it('asks for the current password for an e-mail or password change, unless it is given', () => {
  const email = profileChanges(
    anna,
    { ...profileFormValues(anna), email: 'ny@klubb.example' },
    '+46',
  );
  expect(email).toEqual({ email: 'ny@klubb.example' });
  expect(needsCurrentPassword(email)).toBe(true);
  expect(needsCurrentPassword({ ...email, currentPassword: 'Medlem2026' })).toBe(false);
  expect(needsCurrentPassword({ password: 'Nytt2027lösen' })).toBe(true);
  expect(needsCurrentPassword({ firstName: 'A' })).toBe(false);
  expect(changesCredentials(email)).toBe(true);
  expect(changesCredentials({ lastName: 'B' })).toBe(false);
});

it('reads an e-mail differing only in case as the same', () => {
  const form = { ...profileFormValues(anna), email: 'Anna@Klubb.example' };
  expect(profileChanges(anna, form, '+46')).toEqual({});
});
