import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MESSAGES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';

let kit: TestKit;
let adminId: number;
let memberId: number;
let anaId: number;
let foreignId: number;
let others: number[];

beforeAll(async () => {
  kit = await testKit();
  [adminId, memberId, anaId, foreignId] = await Promise.all(
    ['admin@asta.demo', 'member@asta.demo', 'ana@asta.demo', 'ana@fitness-link.demo'].map(kit.idOf),
  );
  const rows = await kit.database.db
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', 3)
    .where('id', 'not in', [adminId, memberId, anaId])
    .orderBy('id')
    .limit(2)
    .execute();
  others = rows.map((r) => r.id);
});
afterAll(() => kit.close());

const copy = (body: Record<string, unknown>, token = kit.admin3) =>
  kit.call('POST', '/api/v2/admin/permission/copy', token, body);
const snapshot = async (userId: number) => {
  const db = kit.database.db;
  const [resources, subs, bi] = await Promise.all([
    db
      .selectFrom('user_permissions')
      .select(['tag', 'enabled', 'platform'])
      .where('user_id', '=', userId)
      .orderBy('tag')
      .execute(),
    db
      .selectFrom('user_permission_subs')
      .select(['tag', 'enabled'])
      .where('user_id', '=', userId)
      .orderBy('tag')
      .execute(),
    db
      .selectFrom('bi_permissions as p')
      .innerJoin('bi_dashboards as d', 'd.id', 'p.dashboard_id')
      .select('d.key')
      .where('p.user_id', '=', userId)
      .orderBy('d.key')
      .execute(),
  ]);
  return { resources, subs, bi: bi.map((b) => b.key) };
};

describe('POST /api/v2/admin/permission/copy', () => {
  it('previews with dry_run: what each target gains and loses, nothing written', async () => {
    // Ana: dashboard, feed, cursos; the member: the member set, feed.criar and relatorios.exportar, BI 'engajamento'.
    await kit.call('POST', `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=cursos`, kit.admin3, {
      enabled: true,
      platform: '["app"]',
    });
    const before = await snapshot(anaId);
    const res = await copy({ from_user_id: memberId, to_user_ids: [anaId, anaId], dry_run: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      applied: false,
      changes: [
        {
          user_id: anaId,
          name: 'Ana Souza Asta',
          added: [
            'bi:engajamento',
            'certificados',
            'eventos',
            'feed.criar',
            'propostas',
            'relatorios',
            'relatorios.exportar',
            'trilhas',
          ],
          removed: [],
          platform: ['cursos'],
        },
      ],
    });
    expect(await snapshot(anaId)).toEqual(before);
    expect(await kit.audits('user_permissions', anaId)).toEqual([]);
  });

  it('applies: targets end with exactly the source’s records, sub-permissions and dashboards, audited per target', async () => {
    await kit.call('POST', '/api/v2/admin/permission/bi', kit.admin3, {
      action: 'add',
      user_id: others[0],
      bi: 'vendas',
    });
    const res = await copy({ from_user_id: memberId, to_user_ids: [anaId, others[0]] });
    expect(res.statusCode, res.body).toBe(200);
    const { applied, changes } = res.json().data;
    expect(applied).toBe(true);
    expect(changes[1]).toMatchObject({
      user_id: others[0],
      added: ['bi:engajamento'],
      removed: ['bi:vendas'],
      platform: ['cursos'],
    });
    const source = await snapshot(memberId);
    expect(await snapshot(anaId)).toEqual(source);
    expect(await snapshot(others[0])).toEqual(source);
    const [audit] = (await kit.audits('user_permissions', others[0])).filter((a) => a.action === 'permission.copy');
    expect(audit).toMatchObject({
      actor_user_id: adminId,
      before: { 'bi:engajamento': null, 'bi:vendas': true, cursos: { enabled: true, platform: null } },
      after: {
        from_user_id: memberId,
        'bi:engajamento': true,
        'bi:vendas': null,
        cursos: { enabled: true, platform: '["app"]' },
      },
    });
    // Copying again changes nothing and audits nothing.
    const again = await copy({ from_user_id: memberId, to_user_ids: [anaId] });
    expect(again.json().data.changes[0]).toMatchObject({ added: [], removed: [], platform: [] });
    expect((await kit.audits('user_permissions', anaId)).filter((a) => a.action === 'permission.copy')).toHaveLength(1);
  });

  it('takes effect on the targets’ next request', async () => {
    const target = await kit.token('ana@asta.demo', 3);
    const pasta = () => kit.call('GET', '/api/v2/client/feed/pasta', target);
    expect((await pasta()).statusCode).toBe(200);
    await kit.database.db
      .updateTable('user_permissions')
      .set({ enabled: 0 })
      .where('user_id', '=', others[1])
      .where('tag', '=', 'feed')
      .execute();
    expect((await copy({ from_user_id: others[1], to_user_ids: [anaId] })).json().data.changes[0].removed).toContain(
      'feed',
    );
    expect((await pasta()).statusCode).toBe(403);
    await copy({ from_user_id: memberId, to_user_ids: [anaId] });
    expect((await pasta()).statusCode).toBe(200);
  });

  it('refuses to grant through a copy what the administrator does not hold, even as a preview', async () => {
    await kit.database.db
      .insertInto('user_permission_subs')
      .values({ client_id: 3, user_id: others[1], tag: 'permissoes.editar', enabled: 1 })
      .execute();
    await kit.database.db
      .insertInto('user_permissions')
      .values({ client_id: 3, user_id: others[1], tag: 'permissoes', enabled: 1, platform: null })
      .execute();
    const manager = await kit.token(
      (await kit.database.db.selectFrom('users').select('email').where('id', '=', others[1]).executeTakeFirstOrThrow())
        .email,
      3,
    );
    for (const dry_run of [true, false]) {
      const res = await copy({ from_user_id: adminId, to_user_ids: [memberId], dry_run }, manager);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PERMISSION_MESSAGES.notHeld);
    }
  });

  it('refuses removing the administrator’s own access to Permissions', async () => {
    const res = await copy({ from_user_id: memberId, to_user_ids: [adminId], dry_run: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PERMISSION_MESSAGES.ownAccess);
    expect((await copy({ from_user_id: memberId, to_user_ids: [anaId, adminId] })).statusCode).toBe(403);
    expect((await snapshot(adminId)).resources.find((r) => r.tag === 'permissoes')).toMatchObject({ enabled: 1 });
  });

  it('validates: the source among the targets, unknown or foreign users, empty or oversized lists', async () => {
    const self = await copy({ from_user_id: memberId, to_user_ids: [memberId, anaId] });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ to_user_ids: [PERMISSION_MESSAGES.copySelf] });
    expect((await copy({ from_user_id: memberId, to_user_ids: [foreignId] })).statusCode).toBe(404);
    expect((await copy({ from_user_id: foreignId, to_user_ids: [anaId] })).statusCode).toBe(404);
    expect((await copy({ from_user_id: memberId, to_user_ids: [] })).statusCode).toBe(422);
    expect(
      (await copy({ from_user_id: memberId, to_user_ids: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode,
    ).toBe(422);
  });
});

describe('GET /api/v2/admin/permission/audit/{userId}', () => {
  it('answers the user’s permission changes newest first: who, when, before and after', async () => {
    await kit.call('POST', `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=vagas`, kit.admin3, {
      enabled: true,
    });
    await kit.call('POST', `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=vagas`, kit.admin3, {
      enabled: false,
    });
    const res = await kit.call('GET', `/api/v2/admin/permission/audit/${memberId}?per_page=2`, kit.admin3);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: { id: adminId, name: 'Administrador Asta' },
        action: 'permission.update',
        entity: 'user_permissions',
        entity_id: String(memberId),
        before: { tag: 'vagas', enabled: true, platform: null },
        after: { tag: 'vagas', enabled: false, platform: null },
      },
      expect.objectContaining({
        action: 'permission.create',
        before: null,
        after: { tag: 'vagas', enabled: true, platform: null },
      }),
    ]);
    expect(Date.parse(page.data[0].at)).toBeGreaterThanOrEqual(Date.parse(page.data[1].at));
    const second = (
      await kit.call('GET', `/api/v2/admin/permission/audit/${memberId}?per_page=2&page=2`, kit.admin3)
    ).json().data;
    expect(second.data[0].id).toBeLessThan(page.data[1].id);
  });

  it('shows nothing of another user or client', async () => {
    const six = (await kit.call('GET', `/api/v2/admin/permission/audit/${foreignId}`, kit.admin6)).json().data;
    expect(six.total).toBe(0);
    expect((await kit.call('GET', `/api/v2/admin/permission/audit/${foreignId}`, kit.admin3)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/v2/admin/permission/audit/${memberId}`, kit.member3)).statusCode).toBe(403);
  });
});
