import {
  API_PATHS,
  BANKID_API_PATHS,
  BANKID_RP_PATHS,
  BANKID_TEST_PATHS,
  IDENTITY_HOSTS,
  IDENTITY_PATHS,
} from '@klubb/contracts';

import { STAND_IN_JWKS_PATH } from '../../src/routes/identity/identity-plugin';

/** Whose error shape a path answers in: the product's record, Google's or BankID's. */
export type ErrorShape = 'record' | 'google' | 'bankid';

export interface FuzzTarget {
  path: string;
  shape: ErrorShape;
}

/** Every route of API_PATHS and every stand-in path, each with the error shape it answers in. */
export function fuzzTargets(): FuzzTarget[] {
  const identity = Object.entries(IDENTITY_PATHS).map(([name, path]) => ({
    path:
      name === 'token'
        ? `/${IDENTITY_HOSTS.secureToken}${path}?key=k`
        : `/${IDENTITY_HOSTS.identityToolkit}${path}?key=k`,
    shape: 'google' as const,
  }));
  return [
    ...[...Object.values(API_PATHS), ...Object.values(BANKID_API_PATHS)].map((path) => ({
      path,
      shape: 'record' as const,
    })),
    { path: '/dev/outbox', shape: 'record' },
    { path: '/media/puff-01-400.jpg', shape: 'record' },
    { path: '/media/..%2f..%2fpackage.json', shape: 'record' },
    { path: STAND_IN_JWKS_PATH, shape: 'record' },
    { path: '/emulator/v1/projects/klubb-local/oobCodes', shape: 'record' },
    ...identity,
    ...[...Object.values(BANKID_RP_PATHS), ...Object.values(BANKID_TEST_PATHS)].map((path) => ({
      path,
      shape: 'bankid' as const,
    })),
  ];
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const deep = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = { a: [value] };
  return value;
};

/** Values of every kind a field should not get. */
export const BAD_VALUES: Record<string, unknown> = {
  nul: NUL,
  surrogate: LONE_SURROGATE,
  lowSurrogate: '\udc00',
  long: 'x'.repeat(60_000),
  huge: 1e308,
  negative: -1,
  unsafeInteger: 2 ** 64,
  fraction: 0.5,
  sql: "' OR 1=1; DROP TABLE offers; --",
  traversal: '../../../../etc/passwd',
  emptyString: '',
  bool: true,
  array: ['a', 1, null],
  object: { $gt: '', __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } },
  deep: deep(20),
};

/** The field names the routes and stand-ins read, so a bad value reaches past "unknown field". */
export const FIELDS = [
  'id',
  'offerId',
  'itemVariantId',
  'quantity',
  'items',
  'email',
  'password',
  'newPassword',
  'ssn',
  'phoneNumber',
  'firstName',
  'lastName',
  'fullName',
  'addresses',
  'company',
  'code',
  'token',
  'idToken',
  'refreshToken',
  'grant_type',
  'refresh_token',
  'tenantId',
  'oobCode',
  'requestType',
  'continueUrl',
  'displayName',
  'orderRef',
  'qrData',
  'autoStartToken',
  'endUserIp',
  'personalNumber',
  'sessionId',
  'checkoutSessionId',
  'eventName',
  'brandId',
  'params',
  'type',
  'offset',
  'categoryIdSelect',
  'query',
  'appUrl',
  'to',
];

/** One body per bad kind with every field set to it, plus each field alone with a NUL or a surrogate. */
export function badBodies(): Array<[string, unknown]> {
  const all = Object.entries(BAD_VALUES).map(
    ([kind, value]) =>
      [`every field ${kind}`, Object.fromEntries(FIELDS.map((field) => [field, value]))] as [
        string,
        unknown,
      ],
  );
  const single = FIELDS.flatMap((field) => [
    [`${field} nul`, { [field]: NUL }] as [string, unknown],
    [`${field} nested surrogate`, { [field]: [{ street: LONE_SURROGATE, [NUL]: 1 }] }] as [
      string,
      unknown,
    ],
  ]);
  return [...all, ...single, ['null', null], ['array', [1, 2]], ['string', 'text'], ['number', 42]];
}

/** Raw payloads: broken JSON, wrong content types, 1 MB. */
export const RAW_BODIES: Array<[string, string, string]> = [
  ['broken JSON', 'application/json', '{"email": "a@b.se",'],
  ['JSON with a NUL escape', 'application/json', '{"id":"a\\u0000b","email":"\\ud800"}'],
  ['plain text', 'text/plain', 'hello'],
  ['form', 'application/x-www-form-urlencoded', 'grant_type=refresh_token&refresh_token=%00'],
  ['multipart', 'multipart/form-data; boundary=x', '--x\r\n\r\nhi\r\n--x--'],
  ['xml', 'application/xml', '<a/>'],
  ['1 MB', 'application/json', JSON.stringify({ id: 'x'.repeat(1024 * 1024) })],
  ['deep array', 'application/json', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['deep object', 'application/json', `${'{"id":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
];

/** Query strings for GET. */
export function badQueries(): string[] {
  const kinds = [
    '%00',
    '%ED%A0%80',
    '%5B%22%5Cud800%22%5D',
    '%5B%22a%5Cu0000%22%5D',
    'x'.repeat(60_000),
  ];
  const numbers = ['-1', '1e308', '99999999999999999999', 'NaN', '0x10'];
  const sqlish = [encodeURIComponent("' OR 1=1 --"), '..%2F..%2Fetc%2Fpasswd'];
  return [...kinds, ...numbers, ...sqlish].map((value) =>
    FIELDS.map((field) => `${field}=${value}`).join('&'),
  );
}
