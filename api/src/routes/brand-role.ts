import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, brandRoleSchema } from '@klubb/contracts';

import { requireMember } from '../http/member-context';

import type { RouteDeps } from './route-deps';

/** GET /v1/get/brand/role: the name of the member's role (shown if the brand enables it). */
export const brandRoleRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.get(API_PATHS.getBrandRole, async (request) => {
    const { role } = await requireMember(request, deps);
    return brandRoleSchema.parse({ id: role.id, name: role.name });
  });
};
