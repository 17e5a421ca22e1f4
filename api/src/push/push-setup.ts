import type { FastifyInstance } from 'fastify';

import type { Database } from '../db/database';

import { createFcmSender, httpTransport, type PushTransport, type ServiceAccount } from './fcm';
import {
  createFcmStandIn,
  FCM_STAND_IN_PREFIX,
  fcmStandInRoutes,
  OAUTH_STAND_IN_PREFIX,
  type FcmStandIn,
} from './fcm-stand-in';
import { createPushSender, type PushSender } from './push-outbox';

export interface PushConfig {
  production: boolean;
  publicUrl: string;
  /** A Google service account with FCM's role (FCM_SERVICE_ACCOUNT_FILE): push through FCM. */
  serviceAccount?: ServiceAccount;
  /** The FCM stand-in, when a test holds it to read what was sent; else one of the set-up's. */
  standIn?: FcmStandIn;
  /** How often the outbox is looked at besides after the calls that make offers. */
  intervalMs: number;
}

/** Calls into this app's own stand-in routes: the same routes and parsers as over HTTP. */
const injectTransport =
  (app: FastifyInstance): PushTransport =>
  async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: init.method,
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      payload: init.body,
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  };

/**
 * Server push (issue 37, ADR 031): with a service account, FCM itself; outside production
 * without one, the FCM stand-in on this API (`/fcm.googleapis.com`, `/oauth2.googleapis.com`),
 * called through the same routes; in production without one, no push (offers are still told
 * in the app), said once in the log.
 */
export async function setUpPush(
  app: FastifyInstance,
  database: Database,
  config: PushConfig,
): Promise<{ sender: PushSender; standIn: FcmStandIn | null }> {
  let standIn: FcmStandIn | null = null;
  let fcm = null;
  if (config.serviceAccount) {
    fcm = createFcmSender(config.serviceAccount, httpTransport);
  } else if (!config.production) {
    standIn =
      config.standIn ??
      createFcmStandIn({ tokenUri: `${config.publicUrl}${OAUTH_STAND_IN_PREFIX}/token` });
    await app.register(fcmStandInRoutes, { standIn });
    fcm = createFcmSender(
      standIn.account,
      injectTransport(app),
      `${config.publicUrl}${FCM_STAND_IN_PREFIX}`,
    );
  } else {
    app.log.warn('no FCM_SERVICE_ACCOUNT_FILE: held tickets are told in the app only, not by push');
  }
  const sender = createPushSender({
    database,
    fcm,
    intervalMs: config.intervalMs,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', () => sender.close());
  return { sender, standIn };
}
