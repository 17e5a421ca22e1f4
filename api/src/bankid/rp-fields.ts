import { isIP } from 'node:net';

import { z } from 'zod';

import { rpAuthRequestSchema, type RpAuthRequest } from '@klubb/contracts';

import { invalidParameters } from './rp-error';

/** The RP API v6.0 paths the contracts do not list: signing and the phone flow. */
export const RP_SIGN_PATH = '/rp/v6.0/sign';
export const RP_PHONE_AUTH_PATH = '/rp/v6.0/phone/auth';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** BankID's sign request: the auth fields, with the text the member signs required. */
export const rpSignRequestSchema = z.object({
  ...rpAuthRequestSchema.shape,
  userVisibleData: z.string().min(1).max(40_000),
  userNonVisibleData: z.string().max(200_000).optional(),
});

/** The phone flow: the person is named, and who called whom is said. */
export const rpPhoneAuthRequestSchema = z.object({
  personalNumber: z.string().regex(/^\d{12}$/),
  callInitiator: z.enum(['user', 'RP']),
  requirement: rpAuthRequestSchema.shape.requirement,
  userVisibleData: z.string().max(40_000).optional(),
  userNonVisibleData: z.string().max(200_000).optional(),
  userVisibleDataFormat: z.literal('simpleMarkdownV1').optional(),
});

/**
 * What the RP API v6.0 documentation says of the fields beyond their types: `endUserIp` is an
 * IPv4 or IPv6 address, the data fields are base64, `returnUrl` is an absolute URL. Anything else
 * is BankID's 400 invalidParameters, as the real service answers.
 */
export function checkRpFields(
  body: Partial<Pick<RpAuthRequest, 'endUserIp' | 'returnUrl'>> & {
    userVisibleData?: string | undefined;
    userNonVisibleData?: string | undefined;
  },
): void {
  if (body.endUserIp !== undefined && isIP(body.endUserIp) === 0) {
    throw invalidParameters('Invalid endUserIp');
  }
  for (const field of ['userVisibleData', 'userNonVisibleData'] as const) {
    const value = body[field];
    if (value !== undefined && (!BASE64.test(value) || value === '')) {
      throw invalidParameters(`Invalid ${field}: not base64`);
    }
  }
  if (body.returnUrl !== undefined) {
    let url: URL | null = null;
    try {
      url = new URL(body.returnUrl);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      throw invalidParameters('Invalid returnUrl');
    }
  }
}
