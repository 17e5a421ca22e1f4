import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { parseInput } from '../http/parse-input';
import type { FcmStandIn } from '../push/fcm-stand-in';

const querySchema = z.object({ token: z.string().max(4096).optional() });

/**
 * GET /dev/pushes?token=…: what the FCM stand-in accepted (ADR 031), oldest first, one device's
 * when `token` is given. Outside production only, beside /dev/outbox: how a developer, and the
 * end-to-end tests, see a push reach a device while its app is closed.
 */
export const devPushRoutes: FastifyPluginAsync<{ standIn: FcmStandIn }> = async (
  app,
  { standIn },
) => {
  app.get('/dev/pushes', async (request) => {
    const { token } = parseInput(querySchema, request.query, 'query');
    return {
      pushes: standIn.pushes.filter((push) => token === undefined || push.message.token === token),
    };
  });
};
