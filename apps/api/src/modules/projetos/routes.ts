import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { projetosAdminRoutes } from './routes-admin.ts';
import { projetosMemberRoutes } from './routes-member.ts';

/** Projects and sessions (docs/projects.md): the administrator's side (tag projetos) and the member's (tag propostas). */
export const projetosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(projetosAdminRoutes, deps);
  await app.register(projetosMemberRoutes, deps);
};
