import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  clientDirectoryResponse,
  clientListResponse,
  outboxResponse,
  type ClientListItem,
} from '@console/contract';
import { demoTokens, testContext, type DemoTokens, type TestContext } from '../../test/context.ts';

/**
 * The operator's clients after issue 27: reserved first segments refused as slugs, the list's last access and sign-in
 * count read from the sign-in log, the /auth directory that lists a client created a moment ago, and the outbox
 * naming each mail's client.
 */

// The demo seed writes sign-ins up to the present: the test's clock is now.
const NOW = Date.now();
let ctx: TestContext;
let as: DemoTokens;

beforeAll(async () => {
  ctx = await testContext({ clock: () => NOW });
  as = await demoTokens(ctx);
});
afterAll(() => ctx.close());

const create = (slug: string) =>
  ctx.call('POST', '/api/v2/admin/asap-client', as.operator, {
    name: `Escola ${slug}`,
    slug,
    admin: { name: 'Rita Prado', email: `rita@${slug}.example` },
  });

describe('a new client’s slug', () => {
  it.each(['healthz', 'readyz', 'metrics', 'menu-assets', 'definir-senha'])('refuses %s (422)', async (slug) => {
    const res = await create(slug);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ slug: [CLIENT_MESSAGES.slugReserved] });
  });
});

describe('the operator’s list of clients', () => {
  it('shows the last access and the sign-ins of the last 30 days from the sign-in log', async () => {
    const db = ctx.database.db;
    // A client created now has no history of its own.
    const made = await create('escola-historica');
    expect(made.statusCode, made.body).toBe(201);
    const clientId = made.json().data.id as number;
    const user = await db.selectFrom('users').select('id').where('client_id', '=', clientId).executeTakeFirstOrThrow();
    // History as the demo seed and imports write it: sign-ins in the log, no token left of them.
    const at = (daysBack: number) => new Date(NOW - daysBack * 86_400_000).toISOString();
    const rows = [1, 2, 3, 10, 45].map((back) => ({ client_id: clientId, user_id: user.id, created_at: at(back) }));
    await db.insertInto('sign_ins').values(rows).execute();
    const res = await ctx.call('GET', '/api/v2/admin/asap-client?per_page=100', as.operator);
    expect(res.statusCode, res.body).toBe(200);
    const page = clientListResponse.parse(res.json()).data;
    const client = page.data.find((c) => c.id === clientId) as ClientListItem;
    expect(client.last_activity).toBe(at(1));
    expect(client.sign_ins).toBe(4);
  });
});

describe('GET /api/v2/client/directory', () => {
  it('lists every organisation, public and uncached, with a client created a moment ago', async () => {
    expect((await create('escola-recente')).statusCode).toBe(201);
    const res = await ctx.call('GET', '/api/v2/client/directory');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = clientDirectoryResponse.parse(res.json()).data;
    const created = data.find((c) => c.slug === 'escola-recente');
    expect(created).toEqual({
      id: created?.id,
      name: 'Escola escola-recente',
      slug: 'escola-recente',
      login_url: '/escola-recente/login',
      status: 'active',
    });
    expect(data.map((c) => c.name)).toEqual([...data.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const entry of data) expect(Object.keys(entry).sort()).toEqual(['id', 'login_url', 'name', 'slug', 'status']);
  });
});

describe('the outbox', () => {
  it('names each mail’s client', async () => {
    const res = await ctx.call('GET', '/api/v2/admin/outbox?per_page=100', as.operator);
    expect(res.statusCode, res.body).toBe(200);
    const mails = outboxResponse.parse(res.json()).data.data;
    const welcome = mails.find((m) => m.to === 'rita@escola-recente.example');
    expect(welcome?.client_name).toBe('Escola escola-recente');
  });
});
