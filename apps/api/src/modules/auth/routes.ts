import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenBody,
  accessTokenQuery,
  accessTokenResponse,
  authenticatedResponse,
  clientQuery,
  registerBody,
  registrationFormQuery,
  registrationFormResponse,
  registerResponse,
  revokeResponse,
  verifyClientBody,
  verifyClientResponse,
  languageBody,
  languageResponse,
  passwordForgotBody,
  passwordForgotResponse,
  passwordResetBody,
  passwordResetResponse,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { languageOf, message } from '../../platform/errors.ts';
import { responses } from '../../platform/responses.ts';
import { passwordResetService, RESET_REQUESTED } from './reset.ts';
import { authService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = authService(deps);
  const reset = passwordResetService(deps);
  const tags = ['auth'];

  app.post('/api/oauth/access_token', {
    config: { access: 'public' },
    schema: {
      tags,
      querystring: accessTokenQuery,
      body: accessTokenBody,
      response: responses({ 200: accessTokenResponse }),
    },
    handler: (request) =>
      service.signIn(
        request.query.client_id,
        request.body.email,
        request.body.password,
        request.ip,
        request.headers['user-agent'],
      ),
  });

  app.post('/api/oauth/revoke', {
    // Revoking one's own token must work whatever client the console has in session.
    config: { access: 'authenticated', tenancy: false },
    schema: { tags, querystring: clientQuery, response: responses({ 200: revokeResponse }) },
    handler: async (request) => {
      await service.revoke(accessOf(request));
      return { success: true as const, data: { revoked: true as const } };
    },
  });

  app.get('/api/v2/client/user/authenticated', {
    config: { access: 'authenticated' },
    schema: { tags, querystring: clientQuery, response: responses({ 200: authenticatedResponse }) },
    handler: (request) => {
      const { user, picture } = service.authenticated(accessOf(request));
      return { success: true as const, data: user, picture };
    },
  });

  app.put('/api/v2/client/user/language', {
    config: { access: 'authenticated' },
    schema: { tags, querystring: clientQuery, body: languageBody, response: responses({ 200: languageResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.setLanguage(accessOf(request), request.body.language),
    }),
  });

  app.post('/api/v2/client/register', {
    config: { access: 'public' },
    schema: { tags, querystring: clientQuery, body: registerBody, response: responses({ 202: registerResponse }) },
    handler: async (request, reply) => {
      await service.register(request.body, request.ip);
      return reply
        .code(202)
        .send({ success: true as const, message: message('registrationReceived', languageOf(request)) });
    },
  });

  app.get('/api/v2/client/register/form', {
    config: { access: 'public' },
    schema: { tags, querystring: registrationFormQuery, response: responses({ 200: registrationFormResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.registrationForm(request.query.client_id),
    }),
  });

  app.post('/api/v2/client/verifyclient', {
    // The client to judge is the body's; answering {success:false} is the point, so no 403 from ?client_id.
    config: { access: 'authenticated', tenancy: false },
    schema: {
      tags,
      querystring: clientQuery,
      body: verifyClientBody,
      response: responses({ 200: verifyClientResponse }),
    },
    handler: async (request) => ({ success: await service.verifyClient(accessOf(request), request.body.client_id) }),
  });

  app.post('/api/v2/client/password/forgot', {
    // The client of the login page the request came from; the same answer for known and unknown addresses.
    config: { access: 'public' },
    schema: {
      tags,
      querystring: accessTokenQuery,
      body: passwordForgotBody,
      response: responses({ 202: passwordForgotResponse }),
    },
    handler: async (request, reply) => {
      await reset.request(request.query.client_id, request.body.email, request.ip, request.body.language);
      return reply.code(202).send({ success: true as const, message: RESET_REQUESTED[languageOf(request)] });
    },
  });

  app.post('/api/v2/client/password/reset', {
    config: { access: 'public' },
    schema: { tags, body: passwordResetBody, response: responses({ 200: passwordResetResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await reset.reset(request.body.token, request.body.password, request.id),
    }),
  });
};
