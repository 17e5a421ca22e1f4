import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { IDENTITY_HOSTS } from '@klubb/contracts';

import { acceptFormBodies } from '../../http/form-body';
import type { IdentityStandIn } from '../../identity/stand-in';

import { accountRoutes } from './account-routes';
import { authUriRoutes } from './auth-uri-routes';
import { useIdentityErrors } from './identity-errors';
import { resetRoutes } from './reset-routes';
import { signInRoutes } from './sign-in-routes';
import { tokenRoutes } from './token-routes';
import { v2Routes } from './v2-routes';

/** Where the stand-in publishes its ID-token keys: Google's JWKS URL under the host prefix. */
export const STAND_IN_JWKS_PATH =
  '/www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface IdentityPluginOptions {
  standIn: IdentityStandIn;
  publicUrl: string;
}

/**
 * Fastify reads `:` in a path as a parameter; Google's paths (`accounts:signUp`) mean the
 * character itself, which find-my-way spells `::`.
 */
function withLiteralColons(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.url = route.url.replace(/(?<!:):(?!:)/g, '::');
    route.path = route.url;
  });
}

/**
 * The Identity Toolkit stand-in (PROTOCOLS.md §1.7): the production paths under their host names,
 * so a client swaps only its base URL, plus the published key set and the emulator's list of
 * e-mailed codes.
 */
export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (app, options) => {
  const { standIn } = options;
  await app.register(
    async (scope) => {
      useIdentityErrors(scope, standIn.settings);
      withLiteralColons(scope);
      await scope.register(signInRoutes, { standIn });
      await scope.register(accountRoutes, { standIn });
      await scope.register(authUriRoutes, { standIn });
      await scope.register(resetRoutes, { standIn, publicUrl: options.publicUrl });
      await scope.register(v2Routes, { standIn });
    },
    { prefix: `/${IDENTITY_HOSTS.identityToolkit}` },
  );
  await app.register(
    async (scope) => {
      useIdentityErrors(scope, standIn.settings);
      // The SDK posts the refresh grant form-encoded; JSON is accepted as well.
      acceptFormBodies(scope);
      await scope.register(tokenRoutes, { standIn });
    },
    { prefix: `/${IDENTITY_HOSTS.secureToken}` },
  );

  app.get(STAND_IN_JWKS_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return standIn.keys.jwks;
  });

  // The Auth Emulator's way to read the codes it "e-mailed" (no mail server runs here).
  app.get('/emulator/v1/projects/:projectId/oobCodes', async () => ({
    oobCodes: standIn.outbox
      .list()
      .filter((mail) => mail.kind === 'identity-password-reset')
      .map((mail) => ({
        email: mail.to,
        oobCode: mail.code,
        oobLink: mail.link,
        requestType: 'PASSWORD_RESET',
      })),
  }));
};
