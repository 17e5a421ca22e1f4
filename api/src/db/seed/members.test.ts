import { isValidSsn, normalizePhoneNumber } from '@klubb/contracts';

import { verifyPassword } from '../../identity/password-hash';

import { SEED_MEMBERS, SEED_PASSWORD, SEED_PASSWORD_HASH } from './members';

describe('the seeded members', () => {
  it('carry the hash of the documented password', async () => {
    await expect(verifyPassword(SEED_PASSWORD, SEED_PASSWORD_HASH)).resolves.toBe(true);
  });

  it('have unique ids and e-mails, valid personal numbers and phone numbers', () => {
    expect(new Set(SEED_MEMBERS.map((member) => member.uid)).size).toBe(SEED_MEMBERS.length);
    expect(new Set(SEED_MEMBERS.map((member) => member.email)).size).toBe(SEED_MEMBERS.length);
    const ssns = SEED_MEMBERS.flatMap((member) => (member.ssn ? [member.ssn] : []));
    expect(ssns.filter((ssn) => !isValidSsn(ssn))).toEqual([]);
    const phones = SEED_MEMBERS.flatMap((member) =>
      member.phoneNumber ? [member.phoneNumber] : [],
    );
    expect(phones.map((phone) => normalizePhoneNumber(phone, '+46'))).toEqual(phones);
  });
});
