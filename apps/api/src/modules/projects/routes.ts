import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { projectsAdminRoutes } from './routes-admin.ts';
import { projectsMemberRoutes } from './routes-member.ts';

/** Projects and sessions (docs/projects.md): the administrator's side (tag projetos) and the member's (tag propostas). */
export const projectsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(projectsAdminRoutes, deps);
  await app.register(projectsMemberRoutes, deps);
};
