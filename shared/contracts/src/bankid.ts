import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/**
 * BankID (PROTOCOLS.md §3): the RP API v6.0 that the API's stand-in speaks (BankID's own in
 * production), the product flow the app calls (start, QR, collect, cancel), and the stand-in's
 * test control that plays the member's phone.
 */
export const BANKID_RP_PATHS = {
  auth: '/rp/v6.0/auth',
  collect: '/rp/v6.0/collect',
  cancel: '/rp/v6.0/cancel',
} as const;

/** The product flow: the browser never sees `qrStartSecret`; the API draws the QR data. */
export const BANKID_API_PATHS = {
  start: '/v1/bankid/start',
  qr: '/v1/bankid/qr',
  collect: '/v1/bankid/collect',
  cancel: '/v1/bankid/cancel',
} as const;

/** The stand-in's test control (outside production): what the member's phone would do. */
export const BANKID_TEST_PATHS = {
  scan: '/bankid-test/v1/scan',
  sign: '/bankid-test/v1/sign',
  cancel: '/bankid-test/v1/cancel',
} as const;

const uuid = lazySchema(() => z.uuid());
const personalNumber = lazySchema(() => z.string().regex(/^\d{12}$/));

// The RP API (PROTOCOLS.md §3.2–§3.5).
export const rpAuthRequestSchema = lazySchema(() =>
  z.object({
    endUserIp: z.string().min(1).max(64),
    requirement: z
      .object({
        pinCode: z.boolean().optional(),
        mrtd: z.boolean().optional(),
        cardReader: z.enum(['class1', 'class2']).optional(),
        certificatePolicies: z.array(z.string().max(64)).max(10).optional(),
        personalNumber: personalNumber.optional(),
      })
      .optional(),
    userVisibleData: z.string().max(2000).optional(),
    userNonVisibleData: z.string().max(2000).optional(),
    userVisibleDataFormat: z.literal('simpleMarkdownV1').optional(),
    returnUrl: z.string().max(2048).optional(),
    returnRisk: z.boolean().optional(),
    app: z.record(z.string(), z.string().max(256)).optional(),
    web: z.record(z.string(), z.string().max(1024)).optional(),
  }),
);
export type RpAuthRequest = z.infer<typeof rpAuthRequestSchema>;

export const rpAuthResponseSchema = lazySchema(() =>
  z.object({
    orderRef: uuid,
    autoStartToken: uuid,
    qrStartToken: uuid,
    qrStartSecret: uuid,
  }),
);
export type RpAuthResponse = z.infer<typeof rpAuthResponseSchema>;

export const rpOrderRequestSchema = lazySchema(() =>
  z.object({ orderRef: z.string().min(1).max(64) }),
);

export const BANKID_PENDING_HINTS = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;
export const BANKID_FAILED_HINTS = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;

export const bankIdCompletionDataSchema = lazySchema(() =>
  z.object({
    user: z.object({
      personalNumber,
      name: z.string(),
      givenName: z.string(),
      surname: z.string(),
    }),
    device: z.object({ ipAddress: z.string(), uhi: z.string() }),
    bankIdIssueDate: z.string(),
    signature: z.string(),
    ocspResponse: z.string(),
  }),
);
export type BankIdCompletionData = z.infer<typeof bankIdCompletionDataSchema>;

/** Hint codes are open-ended: unknown ones must be tolerated (RFA21 / RFA22). */
export const rpCollectResponseSchema = lazySchema(() =>
  z.object({
    orderRef: z.string(),
    status: z.enum(['pending', 'failed', 'complete']),
    hintCode: z.string().optional(),
    completionData: bankIdCompletionDataSchema.optional(),
  }),
);
export type RpCollectResponse = z.infer<typeof rpCollectResponseSchema>;

export const rpErrorSchema = lazySchema(() =>
  z.object({ errorCode: z.string(), details: z.string() }),
);

// The product flow.
export const bankIdStartResponseSchema = lazySchema(() =>
  z.object({ orderRef: uuid, autoStartToken: uuid }),
);
export type BankIdStart = z.infer<typeof bankIdStartResponseSchema>;

export const bankIdOrderBodySchema = lazySchema(() => z.object({ orderRef: uuid }));

/** `bankid.<qrStartToken>.<seconds>.<HMAC-SHA256(qrStartSecret, seconds)>` for now. */
export const bankIdQrResponseSchema = lazySchema(() => z.object({ qrData: z.string() }));

export const bankIdCollectResponseSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('pending'), hintCode: z.string() }),
    z.object({ status: z.literal('failed'), hintCode: z.string() }),
    /** The brand's member with that personal number: sign in with this custom token. */
    z.object({ status: z.literal('complete'), customToken: z.string() }),
    /** Identified, but no member of this brand has the number: registration follows. */
    z.object({
      status: z.literal('notRegistered'),
      personalNumber,
      /** Proof of the identification for the registration that follows (ADR 006). */
      ssnProof: z.string().max(4096).optional(),
    }),
  ]),
);
export type BankIdCollect = z.infer<typeof bankIdCollectResponseSchema>;

// The test control: find the order by the QR the phone read, or the autostart token it got.
export const bankIdTestBodySchema = lazySchema(() =>
  z
    .object({
      qrData: z.string().max(256).optional(),
      autoStartToken: z.string().max(64).optional(),
      personalNumber: personalNumber.optional(),
      givenName: z.string().max(100).optional(),
      surname: z.string().max(100).optional(),
    })
    .refine((body) => body.qrData !== undefined || body.autoStartToken !== undefined, {
      message: 'Give the qrData the phone read, or the autoStartToken',
    }),
);
export type BankIdTestBody = z.infer<typeof bankIdTestBodySchema>;

/** The client's own codes for the ends of a BankID order that the spec words (spec §4, §8). */
export const BANKID_CLIENT_CODES = {
  timedOut: 'bankid/timed-out',
  cancelled: 'bankid/cancelled',
  qrFailed: 'bankid/qr-failed',
} as const;

/** The product flow's error codes. */
export const BANKID_ERROR_CODES = {
  /** HTTP 404: the brand has no BankID sign-in (it does not register by personal number). */
  unavailable: 'bankid/unavailable',
  /** HTTP 404: an order this brand never started, or one that is over. */
  orderNotFound: 'bankid/order-not-found',
  /** HTTP 409: BankID's alreadyInProgress (RFA4). */
  alreadyInProgress: 'bankid/already-in-progress',
  /** HTTP 502: BankID answered an error (RFA5 / RFA22). */
  rpFailed: 'bankid/rp-failed',
  /** HTTP 501: no BankID connection (the stand-in is off and no RP certificate is set up). */
  notConfigured: 'bankid/not-configured',
} as const;
