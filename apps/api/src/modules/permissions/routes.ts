import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  auditQuery,
  auditResponse,
  biChangeBody,
  biListResponse,
  clientQuery,
  folderListResponse,
  folderPermissionBody,
  folderPermissionListQuery,
  folderPermissionListResponse,
  folderPermissionResponse,
  inspectionResponse,
  inspectQuery,
  modulePermissionResponse,
  moduleQuery,
  moduleWriteBody,
  permissionCopyBody,
  permissionCopyResponse,
  permissionDeleteResponse,
  permissionRecordResponse,
  permissionUpdateBody,
  permissionUserParams,
  subPermissionResponse,
  subUpdateBody,
  userFolderPermissionsResponse,
  userPermissionsResponse,
  whoQuery,
  whoResponse,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { exportQuery, exportRequest, sendExport } from '../../platform/export/http.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { biService } from './bi.ts';
import { exportPermissionTrail } from './export.ts';
import { copyService } from './copy.ts';
import { foldersService } from './folders.ts';
import { historyService } from './history.ts';
import { inspectService } from './inspect.ts';
import { permissionsService } from './service.ts';
import { whoService } from './who.ts';

/**
 * Permission administration (docs/permissions.md). Reads need 'permissoes', writes 'permissoes.editar', the
 * inspector and the audit trail 'permissoes.inspecionar'; a user's own feed folders need 'feed'.
 */
export const permissionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = permissionsService(deps);
  const who = whoService(deps);
  const folders = foldersService(deps);
  const bi = biService(deps);
  const inspector = inspectService(deps);
  const copier = copyService(deps);
  const history = historyService(deps);
  const tags = ['permissions'];
  const read = { access: { tag: 'permissoes' } };
  const write = { access: { tag: 'permissoes.editar' } };
  const inspect = { access: { tag: 'permissoes.inspecionar' } };
  const params = permissionUserParams;
  /** The schema of a route on one record (`:id`) answering `response`; routes add a body or another query. */
  const onId = <R extends z.ZodType>(response: R) => ({
    tags,
    querystring: clientQuery,
    params,
    response: responses({ 200: response }),
  });

  app.get('/api/v2/admin/asap-user/list/permission/:id', {
    config: read,
    schema: onId(userPermissionsResponse),
    handler: async (request) => envelope(await service.userPermissions(accessOf(request), request.params.id)),
  });

  app.get('/api/v2/admin/asap-user/list/permission', {
    config: read,
    schema: { tags, querystring: whoQuery, response: responses({ 200: whoResponse }) },
    handler: async (request) => envelope(await who.list(accessOf(request), request.query)),
  });

  app.get('/api/v2/admin/asap-user/permission/module/:id', {
    config: read,
    schema: { ...onId(modulePermissionResponse), querystring: moduleQuery },
    handler: async (request) =>
      envelope(await service.module(accessOf(request), request.params.id, request.query.modulo)),
  });

  app.post('/api/v2/admin/asap-user/permission/module/:id', {
    config: write,
    schema: { ...onId(modulePermissionResponse), querystring: moduleQuery, body: moduleWriteBody },
    handler: async (request) =>
      envelope(
        await service.writeModule(accessOf(request), request.params.id, request.query.modulo, request.body, request.id),
      ),
  });

  app.put('/api/v2/admin/permission/:id/update', {
    config: write,
    schema: { ...onId(permissionRecordResponse), body: permissionUpdateBody },
    handler: async (request) =>
      envelope(await service.updateRecord(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.put('/api/v2/admin/permission/:id/sub/update', {
    config: write,
    schema: { ...onId(subPermissionResponse), body: subUpdateBody },
    handler: async (request) =>
      envelope(await service.updateSub(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.delete('/api/v2/admin/permission/:id', {
    config: write,
    schema: onId(permissionDeleteResponse),
    handler: async (request) => envelope(await service.deleteRecord(accessOf(request), request.params.id, request.id)),
  });

  app.get('/api/v2/admin/folder/list', {
    config: read,
    schema: { tags, querystring: clientQuery, response: responses({ 200: folderListResponse }) },
    handler: async (request) => envelope(await folders.folders(accessOf(request))),
  });

  app.post('/api/v2/admin/folder/permission/:id', {
    config: write,
    schema: {
      tags,
      querystring: clientQuery,
      params,
      body: folderPermissionBody,
      response: responses({ 200: folderPermissionResponse, 201: folderPermissionResponse }),
    },
    handler: async (request, reply) => {
      const { created, grant } = await folders.grant(accessOf(request), request.params.id, request.body, request.id);
      return reply.code(created ? 201 : 200).send(envelope(grant));
    },
  });

  app.get('/api/v2/admin/folder/permission/list/:id', {
    config: read,
    schema: { ...onId(folderPermissionListResponse), querystring: folderPermissionListQuery },
    handler: async (request) => envelope(await folders.list(accessOf(request), request.params.id, request.query)),
  });

  app.get('/api/v2/admin/folder/permission/user/:id', {
    config: read,
    schema: onId(userFolderPermissionsResponse),
    handler: async (request) => envelope(await folders.reaching(accessOf(request), request.params.id)),
  });

  app.delete('/api/v2/admin/folder/permission/list/:id', {
    config: write,
    schema: onId(permissionDeleteResponse),
    handler: async (request) => envelope(await folders.revoke(accessOf(request), request.params.id, request.id)),
  });

  app.get('/api/v2/admin/permission/bi/:id', {
    config: read,
    schema: onId(biListResponse),
    handler: async (request) => envelope(await bi.list(accessOf(request), request.params.id)),
  });

  app.post('/api/v2/admin/permission/bi', {
    config: write,
    schema: { tags, querystring: clientQuery, body: biChangeBody, response: responses({ 200: biListResponse }) },
    handler: async (request) => envelope(await bi.change(accessOf(request), request.body, request.id)),
  });

  app.get('/api/v2/admin/permission/inspect/:id', {
    config: inspect,
    schema: { ...onId(inspectionResponse), querystring: inspectQuery },
    handler: async (request) => envelope(await inspector.inspect(accessOf(request), request.params.id, request.query)),
  });

  app.post('/api/v2/admin/permission/copy', {
    config: write,
    schema: {
      tags,
      querystring: clientQuery,
      body: permissionCopyBody,
      response: responses({ 200: permissionCopyResponse }),
    },
    handler: async (request) => envelope(await copier.copy(accessOf(request), request.body, request.id)),
  });

  app.get('/api/v2/admin/permission/audit/:id', {
    config: inspect,
    schema: { ...onId(auditResponse), querystring: auditQuery.extend(exportQuery.shape) },
    handler: async (request, reply) => {
      const { format } = request.query;
      if (format)
        return sendExport(
          reply,
          await exportPermissionTrail(deps, exportRequest(request, 'permissoes'), request.params.id, format),
        );
      return envelope(await history.trail(accessOf(request), request.params.id, request.query));
    },
  });
};
