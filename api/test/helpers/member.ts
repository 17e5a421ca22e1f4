import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import { APP_URL_HEADER } from '@klubb/contracts';

import { SEED_MEMBERS } from '../../src/db/seed/members';

import { mintTestToken } from './identity';
import { BRAND_A_URL, BRAND_B_URL, type TestApp } from './test-app';

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** Calls the API anonymously for a brand. */
export function anonymous(t: TestApp, appUrl = BRAND_A_URL): Call {
  return (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { [APP_URL_HEADER]: appUrl },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

/** Calls the API as a seeded member (by uid), with a freshly minted ID token of their tenant. */
export async function asMember(
  t: TestApp,
  uid: string,
  options: { appUrl?: string; authTime?: number } = {},
): Promise<Call> {
  const member = SEED_MEMBERS.find((candidate) => candidate.uid === uid);
  const tenantId = member?.tenantId ?? 'klubb-a1b2c';
  const appUrl = options.appUrl ?? (tenantId === 'klubb-a1b2c' ? BRAND_A_URL : BRAND_B_URL);
  const token = await mintTestToken(t.database, {
    uid,
    tenantId,
    email: member?.email ?? null,
    ...(options.authTime ? { authTime: options.authTime } : {}),
  });
  return withToken(t, token, appUrl);
}

export function withToken(t: TestApp, token: string, appUrl = BRAND_A_URL): Call {
  return (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { [APP_URL_HEADER]: appUrl, authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}
