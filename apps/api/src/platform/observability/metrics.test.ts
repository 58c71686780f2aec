import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIVE_PATH, FEED_LIVE_PROTOCOL, feedLiveProtocols } from '@console/contract';
import type { Database } from '../../db/database.ts';
import { testDatabase } from '../../test/context.ts';
import { LATENCY_BUCKETS } from './metrics.ts';
import { appOn, sample } from './test-kit.ts';
import { tokenOf } from '../../test/sign-in.ts';

const TOKEN = 'scrape-secret-1';
const ME = '/api/v2/client/user/authenticated';

let opened: Awaited<ReturnType<typeof testDatabase>>;
let database: Database;
let on: Awaited<ReturnType<typeof appOn>>;
let app: FastifyInstance;
let userToken: string;

beforeAll(async () => {
  opened = await testDatabase();
  database = opened.database;
  on = await appOn(database, { env: { METRICS_TOKEN: TOKEN } });
  app = on.app;
  userToken = await tokenOf(app, 'admin@asta.demo');
});
afterAll(async () => {
  await on.close();
  await opened.dispose();
});

async function scrape(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const me = () =>
  app.inject({ method: 'GET', url: `${ME}?client_id=3`, headers: { authorization: `Bearer ${userToken}` } });

describe('GET /metrics', () => {
  it('is off (404 in the envelope) without METRICS_TOKEN', async () => {
    // The same database, left open when this app closes.
    const off = await appOn({ ...database, close: async () => {} });
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Não encontrado.' });
    } finally {
      await off.close();
    }
  });

  it('answers 401 in the envelope without the token or with another one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
    ]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Não autenticado.' });
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by method, route pattern and status, exactly as many as were made', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await me()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${ME}?client_id=3` })).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: '/api/v2/admin/color/3' });
    await app.inject({ method: 'GET', url: '/no/such/path/42' });
    const after = await scrape();

    const count = (text: string, labels: Record<string, string>) => sample(text, 'http_requests_total', labels) ?? 0;
    const delta = (labels: Record<string, string>) => count(after, labels) - count(before, labels);
    expect(delta({ method: 'GET', route: ME, status: '200' })).toBe(3);
    expect(delta({ method: 'GET', route: ME, status: '401' })).toBe(1);
    expect(delta({ method: 'GET', route: '/api/v2/admin/color/:clientId', status: '200' })).toBe(2);
    // A path no route knows is counted under one label, not its own.
    expect(delta({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(after).not.toContain('/no/such/path');
  });

  it('keeps a latency histogram per method and route with buckets from 5 ms to 10 s', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++) await me();
    const text = await scrape();
    const labels = { method: 'GET', route: ME };
    const countOf = (t: string) => sample(t, 'http_request_duration_seconds_count', labels) ?? 0;
    expect(countOf(text) - countOf(before)).toBe(2);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    let previous = 0;
    for (const le of [...LATENCY_BUCKETS.map(String), '+Inf']) {
      const bucket = sample(text, 'http_request_duration_seconds_bucket', { ...labels, le });
      expect(bucket, le).toBeGreaterThanOrEqual(previous);
      previous = bucket!;
    }
    expect(LATENCY_BUCKETS[0]).toBe(0.005);
    expect(LATENCY_BUCKETS.at(-1)).toBe(10);
    expect(previous).toBe(countOf(text));
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('is Prometheus text 0.0.4, never cached, with the process figures', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('shows the outbox backlog of every client: mails waiting for a retry, not the sent, kept or given-up ones', async () => {
    const before = sample(await scrape(), 'mail_outbox_waiting')!;
    expect(before).toBeGreaterThanOrEqual(0);
    const row = {
      to: 'a@exemplo.com.br',
      subject: 's',
      html: '<p>x</p>',
      text: 'x',
      created_at: new Date().toISOString(),
      error: null,
    };
    await database.db
      .insertInto('outbox')
      .values([
        { ...row, client_id: 3, sent_at: null, attempts: 1, next_attempt_at: new Date().toISOString() },
        { ...row, client_id: 6, sent_at: null, attempts: 3, next_attempt_at: new Date().toISOString() },
        { ...row, client_id: 6, sent_at: null, attempts: 30, next_attempt_at: null },
        { ...row, client_id: 6, sent_at: null, attempts: 0, next_attempt_at: null },
        { ...row, client_id: 6, sent_at: new Date().toISOString(), attempts: 1, next_attempt_at: null },
      ])
      .execute();
    expect(sample(await scrape(), 'mail_outbox_waiting')).toBe(before + 2);
  });

  it('shows the pool of PostgreSQL (none on SQLite)', async () => {
    const text = await scrape();
    if (process.env.TEST_DB === 'postgres') {
      expect(sample(text, 'db_pool_max_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_connections')).toBeLessThanOrEqual(sample(text, 'db_pool_connections')!);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });

  it('counts the open sockets of the live feed', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const open = async () => sample(await scrape(), 'websockets_open', { protocol: FEED_LIVE_PROTOCOL });
    expect(await open()).toBe(0);
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${FEED_LIVE_PATH}?client_id=3`;
    const sockets = [
      new WebSocket(url, feedLiveProtocols(userToken)),
      new WebSocket(url, feedLiveProtocols(userToken)),
    ];
    await Promise.all(sockets.map((ws) => once(ws, 'open')));
    expect(await open()).toBe(2);
    sockets[0].close();
    await once(sockets[0], 'close');
    // The server forgets a socket once its side of the close is done too.
    await expect.poll(open).toBe(1);
    sockets[1].close();
    await once(sockets[1], 'close');
  });
});
