import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { jwtVerify } from 'jose';

import { acceptFormBodies } from '../http/form-body';

import { FCM_ERROR_TYPE, FCM_SCOPE, JWT_BEARER_GRANT, type ServiceAccount } from './fcm';

/** Where the stand-in answers on the API, as Google's hosts (as the payment stand-in's Stripe). */
export const FCM_STAND_IN_PREFIX = '/fcm.googleapis.com';
export const OAUTH_STAND_IN_PREFIX = '/oauth2.googleapis.com';

/** A message the stand-in accepted, as FCM would deliver it. */
export interface StandInPush {
  name: string;
  projectId: string;
  message: {
    token: string;
    notification?: { title?: string; body?: string };
    data?: Record<string, string>;
  };
}

/**
 * FCM's HTTP v1 API and Google's OAuth token endpoint, played in this process outside production
 * (as the identity, BankID and payment stand-ins are): the set-up makes an RSA key pair and
 * hands the API a service account of it; the token endpoint takes only a jwt-bearer assertion
 * signed by that key (issuer the account, audience the endpoint, FCM's scope, unexpired), and
 * `messages:send` only its access tokens. Tokens told `unregister` answer FCM's UNREGISTERED;
 * `failNext` plays an outage (503 UNAVAILABLE).
 */
export function createFcmStandIn(options: { projectId?: string; tokenUri: string }) {
  const projectId = options.projectId ?? 'klubb-local';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account: ServiceAccount = {
    projectId,
    clientEmail: `klubb-push@${projectId}.iam.gserviceaccount.com`,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    privateKeyId: randomBytes(20).toString('hex'),
    tokenUri: options.tokenUri,
  };
  const accessTokens = new Map<string, number>();
  const unregistered = new Set<string>();
  const outage = { left: 0 };
  const pushes: StandInPush[] = [];
  const waiters: Array<() => void> = [];
  return {
    account,
    publicKey: publicKey as KeyObject,
    accessTokens,
    unregistered,
    outage,
    /** FCM is down for the next `count` sends: 503 UNAVAILABLE, as FCM answers in an outage. */
    failNext(count: number) {
      outage.left = count;
    },
    /** What was sent, oldest first. */
    pushes,
    /** The device's app is gone: FCM answers UNREGISTERED for its token from now on. */
    unregister(token: string) {
      unregistered.add(token);
    },
    record(push: StandInPush) {
      pushes.push(push);
      waiters.splice(0).forEach((wake) => wake());
    },
    /** Resolves once `count` pushes were accepted in all (a test waits for the sender). */
    async received(count: number, ms = 10_000): Promise<StandInPush[]> {
      const deadline = Date.now() + ms;
      while (pushes.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${pushes.length} of ${count} pushes within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return pushes.slice();
    },
  };
}

export type FcmStandIn = ReturnType<typeof createFcmStandIn>;

/** Google's error shape (google.rpc.Status), with FCM's detail when it names an FCM error. */
function googleError(
  reply: FastifyReply,
  code: number,
  status: string,
  message: string,
  fcmCode?: string,
) {
  return reply.status(code).send({
    error: {
      code,
      message,
      status,
      ...(fcmCode ? { details: [{ '@type': FCM_ERROR_TYPE, errorCode: fcmCode }] } : {}),
    },
  });
}

/** The token endpoint (`POST /oauth2.googleapis.com/token`) and `messages:send`. */
export const fcmStandInRoutes: FastifyPluginAsync<{ standIn: FcmStandIn }> = async (
  app,
  { standIn },
) => {
  acceptFormBodies(app);

  app.post(`${OAUTH_STAND_IN_PREFIX}/token`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.grant_type !== JWT_BEARER_GRANT || !form.assertion) {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
    }
    try {
      const { payload } = await jwtVerify(form.assertion, standIn.publicKey, {
        algorithms: ['RS256'],
        issuer: standIn.account.clientEmail,
        audience: standIn.account.tokenUri,
        maxTokenAge: '1h',
      });
      if (
        !String(payload.scope ?? '')
          .split(' ')
          .includes(FCM_SCOPE)
      ) {
        return reply
          .status(400)
          .send({ error: 'invalid_scope', error_description: 'Invalid OAuth scope' });
      }
    } catch {
      return reply
        .status(400)
        .send({ error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    const token = `ya29.stand-in-${randomBytes(24).toString('base64url')}`;
    standIn.accessTokens.set(token, Date.now() + 3600_000);
    return { access_token: token, expires_in: 3599, token_type: 'Bearer' };
  });

  // `messages:send`: a colon in a Fastify path is written twice.
  app.post(
    `${FCM_STAND_IN_PREFIX}/v1/projects/:projectId/messages::send`,
    async (request, reply) => {
      const { projectId } = request.params as { projectId: string };
      const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const until = standIn.accessTokens.get(bearer);
      if (!until || until < Date.now()) {
        return googleError(
          reply,
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token.',
        );
      }
      if (projectId !== standIn.account.projectId) {
        return googleError(
          reply,
          403,
          'PERMISSION_DENIED',
          'SenderId mismatch',
          'SENDER_ID_MISMATCH',
        );
      }
      const message = (request.body as { message?: StandInPush['message'] } | null)?.message;
      const data = message?.data ?? {};
      if (
        !message ||
        typeof message.token !== 'string' ||
        !message.token ||
        Object.values(data).some((value) => typeof value !== 'string')
      ) {
        return googleError(
          reply,
          400,
          'INVALID_ARGUMENT',
          'The registration token is not a valid FCM registration token',
          'INVALID_ARGUMENT',
        );
      }
      if (standIn.outage.left > 0) {
        standIn.outage.left -= 1;
        return googleError(
          reply,
          503,
          'UNAVAILABLE',
          'The service is currently unavailable.',
          'UNAVAILABLE',
        );
      }
      if (standIn.unregistered.has(message.token)) {
        return googleError(
          reply,
          404,
          'NOT_FOUND',
          'Requested entity was not found.',
          'UNREGISTERED',
        );
      }
      const name = `projects/${projectId}/messages/${randomBytes(8).toString('hex')}`;
      standIn.record({ name, projectId, message });
      return { name };
    },
  );
};
