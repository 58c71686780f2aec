import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/context.ts';
import { appOn } from './test-kit.ts';
import { tokenOf } from '../../test/sign-in.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  route?: string;
  client_id?: number;
  user_id?: number;
}

/** Every line the app's logger writes, parsed. */
const lines: Line[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
    done();
  },
});

let opened: Awaited<ReturnType<typeof testDatabase>>;
let on: Awaited<ReturnType<typeof appOn>>;
let app: FastifyInstance;

beforeAll(async () => {
  opened = await testDatabase();
  on = await appOn(opened.database, { logger: { level: 'debug', stream } });
  app = on.app;
});
afterAll(async () => {
  await on.close();
  await opened.dispose();
});

async function signIn(email: string, clientId: number): Promise<{ token: string; userId: number }> {
  const token = await tokenOf(app, email, { clientId });
  const me = await app.inject({
    method: 'GET',
    url: `/api/v2/client/user/authenticated?client_id=${clientId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, userId: me.json().data.id as number };
}

/** The lines of one request (its x-request-id), once Fastify has written its "request completed". */
async function linesOf(requestId: string): Promise<Line[]> {
  await new Promise((resolve) => setImmediate(resolve));
  const mine = lines.filter((line) => line.reqId === requestId);
  expect(mine.map((line) => line.msg)).toContain('request completed');
  return mine;
}

describe('request log lines', () => {
  it('carry the route pattern on every line, and client_id and user_id on every line after the token is read', async () => {
    const admin = await signIn('admin@asta.demo', 3);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/client/user/authenticated?client_id=3',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const mine = await linesOf(String(res.headers['x-request-id']));
    for (const line of mine) expect(line.route, line.msg).toBe('/api/v2/client/user/authenticated');
    // "incoming request" is written as the request arrives, before its token is read; every later line knows who.
    expect(mine[0].msg).toBe('incoming request');
    const after = mine.slice(1);
    expect(after.length).toBeGreaterThanOrEqual(1);
    for (const line of after)
      expect({ msg: line.msg, client_id: line.client_id, user_id: line.user_id }).toEqual({
        msg: line.msg,
        client_id: 3,
        user_id: admin.userId,
      });
  });

  it('name the client acted for, and carry the identity of a refused request too', async () => {
    const operator = await signIn('admin@admin.demo', 16);
    const forOther = await app.inject({
      method: 'GET',
      url: '/api/v2/client/user/authenticated?client_id=6',
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(forOther.statusCode).toBe(200);
    const completed = (await linesOf(String(forOther.headers['x-request-id']))).find(
      (line) => line.msg === 'request completed',
    )!;
    expect(completed).toMatchObject({ client_id: 6, user_id: operator.userId });

    const member = await signIn('member@asta.demo', 3);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v2/admin/permission/audit/${member.userId}?client_id=3`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const refusedLines = await linesOf(String(refused.headers['x-request-id']));
    expect(refusedLines.find((line) => line.msg === 'request completed')).toMatchObject({
      client_id: 3,
      user_id: member.userId,
    });
  });

  it('write the probes and the scrapes at debug, the other requests at info', async () => {
    const probes = await Promise.all(
      ['/healthz', '/readyz', '/metrics'].map((url) => app.inject({ method: 'GET', url })),
    );
    for (const probe of probes) {
      const requestLines = (await linesOf(String(probe.headers['x-request-id']))).filter((line) =>
        ['incoming request', 'request completed'].includes(line.msg),
      );
      expect(requestLines.map((line) => line.level)).toEqual([20, 20]);
    }
    const other = await app.inject({ method: 'GET', url: '/api/v2/admin/color/3' });
    expect(
      (await linesOf(String(other.headers['x-request-id'])))
        .filter((line) => line.msg === 'request completed')
        .map((line) => line.level),
    ).toEqual([30]);
  });
});
