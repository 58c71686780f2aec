import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, PERIOD_MESSAGES, type Dashboard, type DashboardCard } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { CLIENT, insertFixture, PASSWORD, TODAY_MS } from './test-kit.ts';
import { signIn } from '../../test/sign-in.ts';

let kit: TestKit;
let fixture: Awaited<ReturnType<typeof insertFixture>>;
let client3Before: Dashboard;

const read = async (token: string, query: string, clientId = CLIENT): Promise<Dashboard> => {
  const res = await kit.call('GET', `${DASHBOARD_PATH}?client_id=${clientId}&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Dashboard;
};
const byKey = (d: Dashboard) => Object.fromEntries(d.cards.map((c) => [c.key, c])) as Record<string, DashboardCard>;
const figures = (d: Dashboard) => Object.fromEntries(d.cards.map((c) => [c.key, [c.value, c.previous]]));

beforeAll(async () => {
  kit = await testKit({ clock: () => TODAY_MS });
  client3Before = await read(kit.admin3, 'period=7', 3);
  fixture = await insertFixture(kit.db);
});
afterAll(() => kit.close());

describe('dashboard figures against a hand-counted client', () => {
  it('counts the 7-day period and the previous one, in São Paulo days', async () => {
    const d = await read(kit.operator, 'period=7');
    expect(d.range).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
      days: 7,
      previous_from: '2026-03-02',
      previous_to: '2026-03-08',
      today: '2026-03-15',
    });
    expect(figures(d)).toEqual({
      members_active: [5, 3],
      members_new: [3, 2],
      members_seen: [3, null],
      sign_ins: [4, 1],
      posts: [2, 1],
      comments: [1, 0],
      likes: [3, 1],
      uploads: [2, 1],
      storage: [1800, 300],
      projects_submitted: [1, 1],
      events: [1, 1],
      courses: [0, null],
      enrolments: [0, 0],
      tickets_opened: [1, 1],
      tickets_open: [2, null],
      orders: [3, 1],
      revenue: [17500, 3000],
    });
    expect(byKey(d).storage.unit).toBe('bytes');
    expect(byKey(d).revenue.unit).toBe('cents');
  });

  it('answers every day of the period, zeros included', async () => {
    const d = await read(kit.operator, 'period=7');
    expect(d.daily.map((x) => x.day)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(d.daily.map((x) => [x.sign_ins, x.new_members, x.posts, x.comments, x.likes])).toEqual([
      [0, 0, 0, 0, 0],
      [1, 1, 0, 0, 0],
      [0, 0, 1, 0, 1],
      [0, 1, 0, 1, 1],
      [1, 0, 0, 0, 0],
      [1, 0, 1, 0, 0],
      [1, 1, 0, 0, 1],
    ]);
  });

  it('breaks live members down by group and regional, and projects by status', async () => {
    const d = await read(kit.operator, 'period=30');
    expect(d.groups).toEqual([
      { id: fixture.groups.a, name: 'Grupo A', members: 3 },
      { id: fixture.groups.b, name: 'Grupo B', members: 2 },
    ]);
    expect(d.regionals).toEqual([
      { id: null, name: null, members: 4 },
      { id: fixture.regional, name: 'Regional Sul', members: 1 },
    ]);
    expect(d.projects.filter((p) => p.count > 0)).toEqual([
      { status: 'rascunho', count: 1 },
      { status: 'enviado', count: 1 },
      { status: 'aprovado', count: 1 },
    ]);
  });

  it('takes a custom period and compares it with the days just before', async () => {
    const d = await read(kit.operator, 'from=2026-03-03&to=2026-03-05');
    expect(d.range).toMatchObject({
      from: '2026-03-03',
      to: '2026-03-05',
      days: 3,
      previous_from: '2026-02-28',
      previous_to: '2026-03-02',
    });
    const cards = figures(d);
    expect(cards.members_new).toEqual([1, 0]);
    expect(cards.sign_ins).toEqual([1, 1]);
    expect(cards.members_active).toEqual([2, 1]);
    expect(cards.storage).toEqual([300, 100]);
    expect(cards.revenue).toEqual([0, 0]);
  });

  it('links each card to its list, filtered where the list honours the filter', async () => {
    const links = Object.fromEntries((await read(kit.operator, 'period=7')).cards.map((c) => [c.key, c.link]));
    expect(links.members_active).toBe('/usuarios');
    expect(links.posts).toBe('/feed');
    expect(links.storage).toBe('/arquivos');
    expect(links.projects_submitted).toBe('/projetos');
    expect(links.events).toBe(
      '/eventos?inicio_min=2026-03-09T03%3A00%3A00.000Z&inicio_max=2026-03-16T02%3A59%3A59.999Z',
    );
    expect(links.enrolments).toBe('/matriculas?matriculado_em_min=2026-03-09&matriculado_em_max=2026-03-15');
    expect(links.tickets_open).toBe('/suporte?status=aberto');
    expect(links.revenue).toBe(
      '/pedidos?realizado_em_min=2026-03-09T03%3A00%3A00.000Z&realizado_em_max=2026-03-16T02%3A59%3A59.999Z&status_pagamento=pago',
    );
    expect(links.courses).toBe('/cursos?status=publicado');
  });

  it("the orders list answers the revenue card's filter with the card's rows", async () => {
    const d = await read(kit.operator, 'period=7');
    const link = byKey(d).orders.link as string;
    const res = await kit.call('GET', `/api/v2/admin/pedidos?client_id=${CLIENT}&${link.split('?')[1]}`, kit.operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(byKey(d).orders.value);
  });
});

describe('sign-ins', () => {
  it('a login is logged with its address and counts once per member within 30 days', async () => {
    const login = () =>
      signIn(kit.app, 'u3@painel.test', {
        password: PASSWORD,
        clientId: CLIENT,
        headers: { 'user-agent': 'Teste/1.0' },
      });
    expect((await login()).statusCode).toBe(200);
    const logged = await kit.db
      .selectFrom('sign_ins')
      .selectAll()
      .where('user_id', '=', fixture.u3)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ client_id: CLIENT, address: '127.0.0.1', user_agent: 'Teste/1.0' });
    expect(new Date(logged.created_at).getTime()).toBe(TODAY_MS);
    let cards = figures(await read(kit.operator, 'period=7'));
    expect(cards.sign_ins).toEqual([5, 1]);
    expect(cards.members_seen).toEqual([4, null]);

    expect((await login()).statusCode).toBe(200);
    cards = figures(await read(kit.operator, 'period=7'));
    expect(cards.sign_ins).toEqual([6, 1]);
    expect(cards.members_seen).toEqual([4, null]);
  });

  it('a failed login logs nothing', async () => {
    const before = await kit.db
      .selectFrom('sign_ins')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await kit.signIn('u3@painel.test', 'wrong-password', CLIENT);
    expect(res.statusCode).toBe(401);
    const after = await kit.db
      .selectFrom('sign_ins')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('access and isolation', () => {
  it("another client's rows never reach a client's dashboard", async () => {
    expect(await read(kit.admin3, 'period=7', 3)).toEqual(client3Before);
  });

  it("an administrator cannot read another client's dashboard", async () => {
    const res = await kit.call('GET', `${DASHBOARD_PATH}?client_id=${CLIENT}&period=7`, kit.admin3);
    expect(res.statusCode).toBe(403);
  });

  it("shows a collection's cards only to who holds its tag, and links only to lists they may open", async () => {
    const d = await read(kit.member3, 'period=30', 3);
    const keys = d.cards.map((c) => c.key);
    expect(keys).toContain('events');
    expect(keys).toContain('courses');
    expect(keys).not.toContain('orders');
    expect(keys).not.toContain('tickets_open');
    expect(keys).not.toContain('projects_submitted');
    expect(d.projects).toEqual([]);
    expect(byKey(d).members_active.link).toBeNull();
  });

  it('needs the dashboard tag', async () => {
    await kit.db
      .updateTable('user_permissions')
      .set({ enabled: 0 })
      .where('user_id', '=', await kit.idOf('member@asta.demo'))
      .where('tag', '=', 'dashboard')
      .execute();
    kit.sessions.clear();
    const token = await kit.token('member@asta.demo', 3);
    const res = await kit.call('GET', `${DASHBOARD_PATH}?client_id=3&period=7`, token);
    expect(res.statusCode).toBe(403);
  });
});

describe('bad periods', () => {
  const cases: [string, string, string][] = [
    ['period=14', 'period', PERIOD_MESSAGES.period],
    ['from=2026-02-30&to=2026-03-05', 'from', PERIOD_MESSAGES.date],
    ['from=2026-03-05', 'to', PERIOD_MESSAGES.both],
    ['from=2026-03-05&to=2026-03-01', 'to', PERIOD_MESSAGES.order],
    ['from=2025-01-01&to=2026-03-01', 'to', PERIOD_MESSAGES.span],
  ];
  it.each(cases)('%s answers 422 naming %s in Portuguese', async (query, field, message) => {
    const res = await kit.call('GET', `${DASHBOARD_PATH}?client_id=${CLIENT}&${query}`, kit.operator);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: [message] } });
  });

  it('a whole year of 366 days is allowed', async () => {
    const d = await read(kit.operator, 'from=2025-03-15&to=2026-03-15');
    expect(d.range.days).toBe(366);
    expect(d.daily).toHaveLength(366);
  });
});

describe('rollups', () => {
  it('kept by the triggers through seed, fixture, logins and deletes, they equal a recount of the rows', async () => {
    // A post deleted and a like and a comment taken back, beside everything the demo seed and the fixture wrote.
    await kit.db
      .updateTable('feed_posts')
      .set({ deleted_at: '2026-03-15T14:00:00.000Z' })
      .where('client_id', '=', CLIENT)
      .where('created_at', '=', '2026-03-14T12:00:00.000Z')
      .execute();
    await kit.db.deleteFrom('feed_likes').where('client_id', '=', CLIENT).where('user_id', '=', fixture.u3).execute();
    await kit.db.deleteFrom('feed_comments').where('client_id', '=', CLIENT).execute();
    const snapshot = async () => {
      const days = await kit.db.selectFrom('activity_days').selectAll().orderBy('client_id').orderBy('day').execute();
      const seen = await kit.db.selectFrom('users').select(['id', 'last_sign_in_day']).orderBy('id').execute();
      return { days: days.map((d) => Object.values(d).map(String)), seen };
    };
    const kept = await snapshot();
    expect(kept.days.length).toBeGreaterThan(100);
    await kit.database.sql.activity.recount(kit.db);
    expect(await snapshot()).toEqual(kept);
  });
});
