import {
  APP_URL_HEADER,
  BANKID_API_PATHS,
  BANKID_TEST_PATHS,
  bankIdCollectResponseSchema,
  type BankIdCollect,
} from '@klubb/contracts';

import { BRAND_A_URL, type TestApp } from './test-app';

/** The holder identifies with BankID on their phone; what the app's collect then answers. */
export async function bankIdCollectOf(t: TestApp, personalNumber: string): Promise<BankIdCollect> {
  const headers = { [APP_URL_HEADER]: BRAND_A_URL };
  const order = (
    await t.app.inject({ method: 'POST', url: BANKID_API_PATHS.start, payload: {}, headers })
  ).json<{ orderRef: string; autoStartToken: string }>();
  const signed = await t.app.inject({
    method: 'POST',
    url: BANKID_TEST_PATHS.sign,
    payload: { autoStartToken: order.autoStartToken, personalNumber },
  });
  expect(signed.statusCode).toBe(204);
  const collected = await t.app.inject({
    method: 'POST',
    url: BANKID_API_PATHS.collect,
    payload: { orderRef: order.orderRef },
    headers,
  });
  return bankIdCollectResponseSchema.parse(collected.json());
}

/** BankID's proof of a number no member has proven (the `ssnProof` of notRegistered). */
export async function bankIdProofOf(t: TestApp, personalNumber: string): Promise<string> {
  const collected = await bankIdCollectOf(t, personalNumber);
  if (collected.status !== 'notRegistered' || !collected.ssnProof) {
    throw new Error(`a proof expected, BankID answered ${collected.status}`);
  }
  return collected.ssnProof;
}
