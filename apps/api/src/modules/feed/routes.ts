import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  answerCreateBody,
  auditQuery,
  auditResponse,
  answerUpdateBody,
  clientQuery,
  commentCreateQuery,
  commentListQuery,
  commentUpdateBody,
  feedAnswerResponse,
  feedCommentPageResponse,
  feedCommentResponse,
  feedDeleteResponse,
  feedIdParams,
  feedLikeResponse,
  feedPageResponse,
  feedPostResponse,
  feedQuery,
  feedSearchParams,
  folderListResponse,
  moderationQuery,
  postCreateBody,
  postUpdateBody,
  type ExportFormat,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { exportQuery, exportRequest, sendExport } from '../../platform/export/http.ts';
import type { KeysetRequest } from '../../platform/pagination.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { shapedByCode } from '../../platform/serializer.ts';
import { exportPosts } from './export.ts';
import { MODERATION_STATUSES, type ListScope } from './posts.ts';
import { MODERATE_TAG } from './rules.ts';
import { feedService } from './service.ts';

/**
 * The feed (docs/feed.md). Reading, commenting, answering and liking need 'feed'; posting 'feed.criar'; changing
 * someone else's content and the moderation queue 'feed.moderar' (checked in the services, beside ownership);
 * `format=xlsx|csv` on a list 'feed.exportar'.
 */
export const feedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { folders, posts, talk } = feedService(deps);
  const tags = ['feed'];
  const read = { access: { tag: 'feed' } };
  /** The schema of a route on one record (`:id`) answering `response`; routes add a body or another query. */
  const onId = <R extends z.ZodType>(response: R) => ({
    tags,
    querystring: clientQuery,
    params: feedIdParams,
    response: responses({ 200: response }),
  });
  // A list's posts are built by toPost (rules.ts): its answers are not checked row by row.
  const list = {
    tags,
    querystring: feedQuery.extend(exportQuery.shape),
    response: responses({ 200: shapedByCode(feedPageResponse) }),
  };
  /** A list's page, or with ?format=xlsx|csv the whole list as a file (feed.exportar). */
  const listOrFile = async (request: FastifyRequest, reply: FastifyReply, scope: ListScope, moderation = false) => {
    const query = request.query as KeysetRequest & { format?: ExportFormat };
    if (query.format)
      return sendExport(
        reply,
        await exportPosts(deps, posts, exportRequest(request, 'feed'), { scope, moderation }, query.format),
      );
    return envelope(await posts.list(accessOf(request), query, scope));
  };

  app.get('/api/v2/client/feed', {
    config: read,
    schema: list,
    handler: async (request, reply) => listOrFile(request, reply, {}),
  });

  app.get('/api/v2/client/feed/user', {
    config: read,
    schema: list,
    handler: async (request, reply) => listOrFile(request, reply, { authorId: accessOf(request).user.id }),
  });

  app.get('/api/v2/client/feed/user/search/:term', {
    config: read,
    schema: { ...list, params: feedSearchParams },
    handler: async (request, reply) => listOrFile(request, reply, { authorTerm: request.params.term }),
  });

  // The folders (pastas) the user reaches, by name.
  app.get('/api/v2/client/feed/pasta', {
    config: read,
    schema: { tags, querystring: clientQuery, response: responses({ 200: folderListResponse }) },
    handler: async (request) => envelope(await folders(accessOf(request))),
  });

  app.get('/api/v2/client/feed/pasta/:id', {
    config: read,
    schema: { ...list, params: feedIdParams },
    handler: async (request, reply) => listOrFile(request, reply, { folderId: request.params.id }),
  });

  app.get('/api/v2/client/feed/moderacao', {
    config: { access: { tag: MODERATE_TAG } },
    schema: { ...list, querystring: moderationQuery.extend(exportQuery.shape) },
    handler: async (request, reply) =>
      listOrFile(
        request,
        reply,
        { statuses: request.query.status ? [request.query.status] : MODERATION_STATUSES },
        true,
      ),
  });

  app.get('/api/v2/client/feed/moderacao/historico', {
    config: { access: { tag: MODERATE_TAG } },
    schema: { tags, querystring: auditQuery, response: responses({ 200: auditResponse }) },
    handler: async (request) => envelope(await posts.trail(accessOf(request), request.query)),
  });

  app.post('/api/v2/client/feed/pasta/item/post', {
    config: { access: { tag: 'feed.criar' } },
    schema: { tags, querystring: clientQuery, body: postCreateBody, response: responses({ 201: feedPostResponse }) },
    handler: async (request, reply) =>
      reply.code(201).send(envelope(await posts.create(accessOf(request), request.body, request.id))),
  });

  app.put('/api/v2/client/feed/pasta/item/:id/update', {
    config: read,
    schema: { ...onId(feedPostResponse), body: postUpdateBody },
    handler: async (request) =>
      envelope(await posts.update(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.delete('/api/v2/client/feed/pasta/item/:id/delete', {
    config: read,
    schema: onId(feedDeleteResponse),
    handler: async (request) => envelope(await posts.remove(accessOf(request), request.params.id, request.id)),
  });

  app.post('/api/v2/client/feed/pasta/item/:id/like', {
    config: read,
    schema: onId(feedLikeResponse),
    handler: async (request) => envelope(await posts.like(accessOf(request), request.params.id, request.id)),
  });

  app.get('/api/v2/client/feed/pasta/item/:id/comments', {
    config: read,
    schema: { ...onId(feedCommentPageResponse), querystring: commentListQuery },
    handler: async (request) => envelope(await talk.list(accessOf(request), request.params.id, request.query)),
  });

  app.post('/api/v2/client/feed/comment/post', {
    config: read,
    schema: { tags, querystring: commentCreateQuery, response: responses({ 201: feedCommentResponse }) },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            await talk.createComment(accessOf(request), request.query.feed_itens_id, request.query.comment, request.id),
          ),
        ),
  });

  app.post('/api/v2/client/feed/answer/post', {
    config: read,
    schema: {
      tags,
      querystring: clientQuery,
      body: answerCreateBody,
      response: responses({ 201: feedAnswerResponse }),
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            await talk.createAnswer(accessOf(request), request.body.comment_id, request.body.answer, request.id),
          ),
        ),
  });

  app.put('/api/v2/client/feed/comment/:id/update', {
    config: read,
    schema: { ...onId(feedCommentResponse), body: commentUpdateBody },
    handler: async (request) =>
      envelope(await talk.edit('comment', accessOf(request), request.params.id, request.body.comment, request.id)),
  });

  app.put('/api/v2/client/feed/answer/:id/update', {
    config: read,
    schema: { ...onId(feedAnswerResponse), body: answerUpdateBody },
    handler: async (request) =>
      envelope(await talk.edit('answer', accessOf(request), request.params.id, request.body.answer, request.id)),
  });

  // Comments and answers are deleted alike: by their author or a moderator.
  for (const kind of ['comment', 'answer'] as const) {
    app.delete(`/api/v2/client/feed/${kind}/:id/delete`, {
      config: read,
      schema: onId(feedDeleteResponse),
      handler: async (request) => envelope(await talk.remove(kind, accessOf(request), request.params.id, request.id)),
    });
  }
};
