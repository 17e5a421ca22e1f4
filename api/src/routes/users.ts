import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  completeOnboardingBodySchema,
  createUserBodySchema,
  createUserResponseSchema,
  currentUserSchema,
  updateUserBodySchema,
} from '@klubb/contracts';

import { bindMember, requireAccount, requireMember } from '../http/member-context';
import { noContent } from '../http/no-content';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { identityAdminOf } from '../identity/identity-admin';
import { registerPushToken } from '../push/push-tokens';
import { completeOnboarding } from '../services/users/complete-onboarding';
import { deleteMember } from '../services/users/delete-member';
import { registerUser } from '../services/users/register-user';
import { throttleTakenAnswers } from '../services/users/registration-throttle';
import { updateProfile } from '../services/users/update-profile';
import { toCurrentUser } from '../services/users/user-records';

import type { RouteDeps } from './route-deps';

/** The member's own record: get, register, change, delete, and finish set-up (spec §7). */
export const userRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { orm } = deps.database;
  const identity = identityAdminOf(deps.standIn);

  // Registered members whose set-up is not done get their record too: the app shows set-up.
  app.get(API_PATHS.getUser, async (request) => {
    const member = await requireMember(request, deps);
    return currentUserSchema.parse(toCurrentUser(member.user));
  });

  // Anonymous: this is how an account comes to exist.
  app.post(API_PATHS.createUser, async (request, reply) => {
    const body = parseInput(createUserBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, deps.brands);
    const created = await throttleTakenAnswers(deps.rateLimits, request.ip, () =>
      registerUser(orm, identity, brand, body),
    );
    return reply.status(201).send(createUserResponseSchema.parse(created));
  });

  app.put(API_PATHS.updateUser, async (request) => {
    const body = parseInput(updateUserBodySchema, request.body, 'body');
    const member = await requireMember(request, deps);
    const updated = await updateProfile(orm, identity, member, body);
    if (body.pushNotificationToken !== undefined) {
      await registerPushToken(
        deps.database.sql,
        { userId: updated.id, brandId: member.brand.id },
        body.pushNotificationToken,
        member.user.pushNotificationToken,
      );
    }
    return currentUserSchema.parse(toCurrentUser(updated));
  });

  // Any signed-in account of the brand may leave, bound or not.
  app.delete(API_PATHS.deleteUser, async (request, reply) => {
    const account = await requireAccount(request, deps);
    await deleteMember(orm, identity, account.token.uid, account.user);
    return noContent(reply);
  });

  app.post(API_PATHS.completeOnboarding, async (request) => {
    const body = parseInput(completeOnboardingBodySchema, request.body, 'body');
    const member = bindMember(await requireAccount(request, deps));
    const updated = await completeOnboarding(orm, identity, member, body);
    return currentUserSchema.parse(toCurrentUser(updated));
  });
};
