/**
 * The seeded members of both brands (documented in api/README.md). Every one signs in with the
 * password SEED_PASSWORD; its hash is written here with a fixed salt because hashing takes ~0.4 s
 * (scrypt, N = 2^17) and the seed must give the same rows on every run. `seed.test.ts` checks that
 * the hash is the password's. Not a secret: these accounts exist only in development databases.
 */
export const SEED_PASSWORD = 'Medlem2026';
export const SEED_PASSWORD_HASH =
  'scrypt$17$8$1$a2x1YmItc2VlZC1zYWx0IQ==$RE0N0Bh1Mm6GXY/4P88vG1aqQy/r6g9uX8oRyBYmHAc=';

/** Accounts were made and last changed before any fixed date in the seed. */
export const SEEDED_ACCOUNT_SINCE_S = Date.UTC(2026, 0, 2) / 1000;

export interface SeedMember {
  uid: string;
  brandId: string;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  /** Swedish personal number (brand A registers with it); valid date and check digit. */
  ssn: string | null;
  /** A role id of `brand-roles.ts`, possibly another brand's; null: no role at all. */
  brandRoleId: string | null;
  completedOnboarding: boolean;
  legacyId?: number;
  address?: { careOf: string; street: string; zipCode: string; city: string };
}

const A = { brandId: 'klubb', tenantId: 'klubb-a1b2c' };
const B = { brandId: 'klubb-norge', tenantId: 'klubb-norge-x9y8z' };

export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    ...A,
    uid: 'seed-klubb-anna',
    email: 'anna@klubb.example',
    firstName: 'Anna',
    lastName: 'Andersson',
    phoneNumber: '+46701234567',
    ssn: '198504128763',
    brandRoleId: 'klubb-role-member',
    completedOnboarding: true,
    legacyId: 100_231,
    address: { careOf: '', street: 'Storgatan 12', zipCode: '11455', city: 'Stockholm' },
  },
  {
    ...A,
    uid: 'seed-klubb-erik',
    email: 'erik@klubb.example',
    firstName: 'Erik',
    lastName: 'Ek',
    phoneNumber: '+46709876543',
    ssn: '197911302391',
    brandRoleId: 'klubb-role-platinum',
    completedOnboarding: true,
    address: { careOf: 'c/o Lind', street: 'Avenyn 3', zipCode: '41136', city: 'Göteborg' },
  },
  {
    ...A,
    uid: 'seed-klubb-nora',
    email: 'nora@klubb.example',
    firstName: 'Nora',
    lastName: 'Nilsson',
    phoneNumber: null,
    ssn: '200102283330',
    brandRoleId: 'klubb-role-member',
    completedOnboarding: false,
  },
  {
    ...A,
    uid: 'seed-klubb-ingen-roll',
    email: 'ingen.roll@klubb.example',
    firstName: 'Ivar',
    lastName: 'Roll',
    phoneNumber: '+46701112233',
    ssn: null,
    brandRoleId: null,
    completedOnboarding: true,
  },
  {
    ...A,
    uid: 'seed-klubb-annan-partner',
    email: 'annan.partner@klubb.example',
    firstName: 'Alma',
    lastName: 'Annan',
    phoneNumber: '+46702223344',
    ssn: null,
    brandRoleId: 'norge-role-member',
    completedOnboarding: true,
  },
  {
    ...B,
    uid: 'seed-norge-ola',
    email: 'ola@klubbnorge.example',
    firstName: 'Ola',
    lastName: 'Nordmann',
    phoneNumber: '+4791234567',
    ssn: null,
    brandRoleId: 'norge-role-member',
    completedOnboarding: true,
    address: { careOf: '', street: 'Karl Johans gate 1', zipCode: '0154', city: 'Oslo' },
  },
  {
    ...B,
    uid: 'seed-norge-kari',
    email: 'kari@klubbnorge.example',
    firstName: 'Kari',
    lastName: 'Nordmann',
    phoneNumber: null,
    ssn: null,
    brandRoleId: 'norge-role-member',
    completedOnboarding: false,
  },
];
