import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuAssetsResponse, menuIconParams, menuItem, menuQuery, menuResponse } from '@console/contract';
import { z } from 'zod';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { buildMenu, iconFile, menuAssets, parseModules } from './service.ts';

// The menu item is recursive: give it a name so the OpenAPI document can reference it.
if (!z.globalRegistry.has(menuItem)) z.globalRegistry.add(menuItem, { id: 'MenuItem' });

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export const menuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const tags = ['menu'];

  app.get('/api/v21/admin/sys/menu', {
    config: { access: 'authenticated' },
    schema: { tags, querystring: menuQuery, response: responses({ 200: menuResponse }) },
    handler: (request) => ({
      success: true as const,
      data: buildMenu(accessOf(request).grants, parseModules(request.query.modules)),
    }),
  });

  app.get('/menu-assets', {
    config: { access: 'public' },
    schema: { tags, response: responses({ 200: menuAssetsResponse }) },
    handler: () => ({ success: true as const, data: menuAssets() }),
  });

  app.get('/menu-assets/icons/:file', {
    config: { access: 'public' },
    schema: { tags, params: menuIconParams, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const svg = iconFile(request.params.file);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', SVG_CSP)
        .serializer((svg: string) => svg)
        .send(svg);
    },
  });
};
