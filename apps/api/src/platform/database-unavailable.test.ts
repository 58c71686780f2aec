import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { bearer } from '../test/context.ts';
import { isDatabaseUnavailable } from './errors.ts';

/**
 * PostgreSQL out of reach, whatever database the suite runs on: the app's pool points at a port where nothing listens
 * (connections refused at once) or at a server that accepts connections and never answers (a hung PostgreSQL: only the
 * pool's connection timeout ends the wait). Every request answers 503 in the envelope within a second.
 */
const listen = (server: Server): Promise<number> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function appOn(port: number): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', CONSOLE_DIR: '/nonexistent-console' });
  const app = await buildApp({
    config,
    database: openDatabase({ postgresUrl: `postgres://postgres@127.0.0.1:${port}/console` }),
    logger: false,
  });
  await app.ready();
  return app;
}

const silent = createServer((socket) => held.push(socket));
const held: Socket[] = [];
let refusing: FastifyInstance;
let hanging: FastifyInstance;

beforeAll(async () => {
  const closed = createServer();
  const closedPort = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  refusing = await appOn(closedPort);
  hanging = await appOn(await listen(silent));
});
afterAll(async () => {
  await refusing?.close();
  for (const socket of held) socket.destroy();
  await hanging?.close();
  silent.close();
});

const REQUESTS = [
  { method: 'GET', url: '/api/v2/admin/asap-user?client_id=3', headers: bearer('a-token') },
  { method: 'GET', url: '/api/v2/client/feed?client_id=3', headers: bearer('a-token') },
  {
    method: 'POST',
    url: '/api/v2/client/feed/pasta/item/post?client_id=3',
    headers: bearer('a-token'),
    payload: { pasta_id: 1, text: 'Olá a todos' },
  },
  {
    method: 'POST',
    url: '/api/oauth/access_token?client_id=3',
    payload: { email: 'admin@asta.demo', password: 'demo1234' },
  },
] as const;

describe('a database out of reach', () => {
  it.each([
    ['refusing connections', () => refusing],
    ['accepting connections and never answering', () => hanging],
  ])('answers 503 in the envelope within a second, %s', async (_, app) => {
    for (const request of REQUESTS) {
      const started = performance.now();
      const res = await app().inject({ ...request, payload: 'payload' in request ? request.payload : undefined });
      const ms = performance.now() - started;
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'Banco de dados indisponível. Tente novamente em instantes.',
      });
      expect(res.headers['retry-after']).toBe('1');
      expect(ms, `${request.method} ${request.url}`).toBeLessThan(1000);
    }
  });

  it('says so in the language asked for', async () => {
    const ask = (language: string) =>
      refusing.inject({ ...REQUESTS[0], headers: { ...REQUESTS[0].headers, 'accept-language': language } });
    expect((await ask('en-US')).json().message).toBe('Database unavailable. Try again in a moment.');
    expect((await ask('es')).json().message).toBe('Base de datos no disponible. Inténtelo de nuevo en unos instantes.');
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows the connection failures and leaves every other error alone', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const error of [
      coded('ECONNREFUSED'),
      coded('57P01'),
      coded('57P03'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error.message)).toBe(true);
    }
    for (const error of [coded('23505'), coded('42P01'), coded('57014'), new Error('secret detail'), null, 'text']) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
