import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { bearer, testContext, type TestContext } from '../test/context.ts';
import { answerCache } from './answer-cache.ts';

/** A reply that hands back what was sent. */
const reply = { type: () => ({ send: (body: string) => body }) } as unknown as FastifyReply;

describe('answerCache', () => {
  const counting = () => {
    let computed = 0;
    return { compute: async () => `{"n":${++computed}}`, computed: () => computed };
  };

  it('keeps an answer while the change mark stays, computes again once it moves', async () => {
    let mark = 1;
    const cache = answerCache(() => mark, 1024);
    const { compute, computed } = counting();
    expect(await cache.send(reply, 'a', compute)).toBe('{"n":1}');
    expect(await cache.send(reply, 'a', compute)).toBe('{"n":1}');
    expect(computed()).toBe(1);
    mark = 2;
    expect(await cache.send(reply, 'a', compute)).toBe('{"n":2}');
    expect(await cache.send(reply, 'b', compute)).toBe('{"n":3}');
    expect(computed()).toBe(3);
  });

  it('keeps nothing without a change mark or without memory', async () => {
    for (const cache of [answerCache(undefined, 1024), answerCache(() => 1, 0)]) {
      const { compute, computed } = counting();
      await cache.send(reply, 'a', compute);
      await cache.send(reply, 'a', compute);
      expect(computed()).toBe(2);
    }
  });

  it('lets the oldest answers go past its memory, and never keeps a failure', async () => {
    const cache = answerCache(() => 1, 20);
    const { compute, computed } = counting();
    await cache.send(reply, 'a', compute); // 7 characters each
    await cache.send(reply, 'b', compute);
    await cache.send(reply, 'c', compute); // 21 > 20: 'a' goes
    await cache.send(reply, 'c', compute);
    await cache.send(reply, 'a', compute);
    expect(computed()).toBe(4);
    await expect(cache.send(reply, 'd', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(cache.send(reply, 'd', compute)).resolves.toBe('{"n":5}');
  });
});

describe('user lists answered from the cache', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await testContext({ onDisk: true });
    admin = await ctx.token('admin@asta.demo', 3);
  });
  afterAll(() => ctx.close());

  const names = async (url = '/api/v2/admin/asap-user?per_page=100') => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return (res.json().data.data as { user_info: { user_name: string } }[]).map((u) => u.user_info.user_name);
  };
  const anaId = async () =>
    (
      await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ana@asta.demo')
        .executeTakeFirstOrThrow()
    ).id;

  it('shows a change made through the API on the next list', async () => {
    expect(await names()).not.toContain('Ana Cachê');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/asap-user/${await anaId()}/update`,
      headers: bearer(admin),
      payload: { name: 'Ana Cachê' },
    });
    expect(res.statusCode).toBe(200);
    expect(await names()).toContain('Ana Cachê');
    expect(await names('/api/v2/admin/asap-user/search?search=cach')).toEqual(['Ana Cachê']);
  });

  it('shows a change committed by another connection (another process) on the next list', async () => {
    const before = await names();
    const other = openDatabase(ctx.target);
    try {
      await other.db
        .updateTable('users')
        .set({ name: 'Ana Outra Conexão' })
        .where('id', '=', await anaId())
        .execute();
    } finally {
      await other.close();
    }
    // Another process's commit shows within a millisecond (the change mark reads data_version at most that often).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await names();
    expect(after).not.toEqual(before);
    expect(after).toContain('Ana Outra Conexão');
  });

  it('never answers one client with another client’s list', async () => {
    const operator = await ctx.token('admin@admin.demo', 16);
    const list = (client: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v2/admin/asap-user?per_page=100&client_id=${client}`,
        headers: bearer(operator),
      });
    const emails = async (client: number) =>
      ((await list(client)).json().data.data as { user_info: { user_email: string } }[]).map(
        (u) => u.user_info.user_email,
      );
    const [three, six] = [await emails(3), await emails(6)];
    expect(three.every((e) => e.endsWith('@asta.demo'))).toBe(true);
    expect(six.every((e) => e.endsWith('@fitness-link.demo'))).toBe(true);
  });
});
