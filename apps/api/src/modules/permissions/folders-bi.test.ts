import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MESSAGES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';

let kit: TestKit;
let memberId: number;
let anaId: number;
let foreignId: number;
let folders: Record<string, number>;
let foreignFolder: number;
let memberGroup: { id: number; name: string };

beforeAll(async () => {
  kit = await testKit();
  [memberId, anaId, foreignId] = await Promise.all(
    ['member@asta.demo', 'ana@asta.demo', 'ana@fitness-link.demo'].map(kit.idOf),
  );
  const db = kit.database.db;
  folders = Object.fromEntries(
    (await db.selectFrom('feed_folders').select(['id', 'name']).where('client_id', '=', 3).execute()).map((f) => [
      f.name,
      f.id,
    ]),
  );
  foreignFolder = (
    await db.selectFrom('feed_folders').select('id').where('client_id', '=', 6).executeTakeFirstOrThrow()
  ).id;
  memberGroup = await db
    .selectFrom('users as u')
    .innerJoin('groups as g', 'g.id', 'u.group_id')
    .select(['g.id', 'g.name'])
    .where('u.id', '=', memberId)
    .executeTakeFirstOrThrow();
});
afterAll(() => kit.close());

const names = (list: { name: string }[]) => list.map((f) => f.name);
const pasta = async (token = kit.member3) =>
  names((await kit.call('GET', '/api/v2/client/feed/pasta', token)).json().data);
const grant = (folderId: number, target_type: string, value: number, token = kit.admin3) =>
  kit.call('POST', `/api/v2/admin/folder/permission/${folderId}`, token, { field: 'user_id', target_type, value });
const inspect = (userId: number, query: string) =>
  kit.call('GET', `/api/v2/admin/permission/inspect/${userId}?${query}`, kit.admin3);

describe('feed folders and their grants', () => {
  it('lists the client’s folders by name', async () => {
    const res = await kit.call('GET', '/api/v2/admin/folder/list', kit.admin3);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((f: { name: string }) => f.name)).toEqual(['Comunicados', 'Geral', 'Unidades']);
    expect(res.json().data[0]).toEqual({
      id: folders.Comunicados,
      name: 'Comunicados',
      description: 'Comunicados oficiais da organização',
    });
    const six = (await kit.call('GET', '/api/v2/admin/folder/list', kit.admin6)).json().data;
    expect(six.map((f: { id: number }) => f.id)).not.toContain(folders.Geral);
  });

  it('the seeded member reaches Geral through their group and Unidades directly; a feed.moderar holder reaches all', async () => {
    expect(await pasta()).toEqual(['Geral', 'Unidades']);
    expect(await pasta(kit.admin3)).toEqual(['Comunicados', 'Geral', 'Unidades']);
    const reaching = (await kit.call('GET', `/api/v2/admin/folder/permission/user/${memberId}`, kit.admin3)).json()
      .data;
    expect(
      reaching.map((g: { folder: { name: string }; target_type: string; target: { name: string } }) => [
        g.folder.name,
        g.target_type,
        g.target.name,
      ]),
    ).toEqual([
      ['Geral', 'group', memberGroup.name],
      ['Unidades', 'user', 'Membro Asta'],
    ]);
  });

  it('grants a folder to a user (201, then 200 for the same grant), audited once under the user', async () => {
    const created = await grant(folders.Comunicados, 'user', memberId);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      folder: { id: folders.Comunicados, name: 'Comunicados' },
      target_type: 'user',
      target: { id: memberId, name: 'Membro Asta' },
    });
    expect(Date.parse(data.created_at)).not.toBeNaN();
    const again = await grant(folders.Comunicados, 'user', memberId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(data);
    expect(await pasta()).toEqual(['Comunicados', 'Geral', 'Unidades']);
    const trail = (await kit.audits('user_permissions', memberId)).filter((a) => a.action === 'permission.folder.add');
    expect(trail).toHaveLength(1);
    expect(trail[0].after).toEqual({ folder: data.folder, target_type: 'user', target: data.target });
  });

  it('grants to a group and to a regional; lists a folder’s grants by type, paged', async () => {
    const regional = await kit.database.db
      .selectFrom('regionals')
      .select(['id', 'name'])
      .where('client_id', '=', 3)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await grant(folders.Unidades, 'group', memberGroup.id)).statusCode).toBe(201);
    expect((await grant(folders.Unidades, 'regional', regional.id)).json().data.target).toEqual(regional);
    const all = (
      await kit.call('GET', `/api/v2/admin/folder/permission/list/${folders.Unidades}?per_page=2`, kit.admin3)
    ).json().data;
    expect(all).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(all.data.map((g: { target_type: string }) => g.target_type)).toEqual(['regional', 'group']);
    const users = (
      await kit.call('GET', `/api/v2/admin/folder/permission/list/${folders.Unidades}?type=user`, kit.admin3)
    ).json().data;
    expect(users.data.map((g: { target: { id: number } }) => g.target.id)).toEqual([memberId]);
    const audit = await kit.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'folder_permissions')
      .where('entity_id', '=', String(folders.Unidades))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['permission.folder.add', 'permission.folder.add']);
  });

  it('revokes a grant by its id; the folder is gone from the user’s next request', async () => {
    const direct = (
      await kit.call('GET', `/api/v2/admin/folder/permission/list/${folders.Comunicados}?type=user`, kit.admin3)
    ).json().data.data[0];
    const res = await kit.call('DELETE', `/api/v2/admin/folder/permission/list/${direct.id}`, kit.admin3);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: direct.id });
    expect(await pasta()).toEqual(['Geral', 'Unidades']);
    expect((await kit.call('DELETE', `/api/v2/admin/folder/permission/list/${direct.id}`, kit.admin3)).statusCode).toBe(
      404,
    );
    const [last] = (await kit.audits('user_permissions', memberId)).slice(-1);
    expect(last).toMatchObject({
      action: 'permission.folder.remove',
      after: null,
      before: { target_type: 'user', target: { id: memberId } },
    });
  });

  it('validates the body and refuses another client’s folder, target and grant', async () => {
    const wrongField = await kit.call('POST', `/api/v2/admin/folder/permission/${folders.Geral}`, kit.admin3, {
      field: 'group_id',
      target_type: 'user',
      value: memberId,
    });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ field: [PERMISSION_MESSAGES.field] });
    expect((await grant(folders.Geral, 'team', memberId)).statusCode).toBe(422);
    expect((await grant(folders.Geral, 'user', 0)).statusCode).toBe(422);
    const foreignTarget = await grant(folders.Geral, 'user', foreignId);
    expect(foreignTarget.statusCode).toBe(404);
    expect(foreignTarget.json().errors).toEqual({ value: [PERMISSION_MESSAGES.target] });
    const foreign = await grant(foreignFolder, 'user', memberId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toEqual({ folder: [PERMISSION_MESSAGES.folder] });
    expect(
      (await kit.call('GET', `/api/v2/admin/folder/permission/list/${foreignFolder}`, kit.admin3)).statusCode,
    ).toBe(404);
    const foreignGrant = await kit.database.db
      .selectFrom('folder_permissions')
      .select('id')
      .where('client_id', '=', 6)
      .executeTakeFirstOrThrow();
    expect(
      (await kit.call('DELETE', `/api/v2/admin/folder/permission/list/${foreignGrant.id}`, kit.admin3)).statusCode,
    ).toBe(404);
    expect((await kit.call('GET', `/api/v2/admin/folder/permission/user/${foreignId}`, kit.admin3)).statusCode).toBe(
      404,
    );
  });
});

describe('BI permissions', () => {
  const dashboards = async (userId: number) =>
    (await kit.call('GET', `/api/v2/admin/permission/bi/${userId}`, kit.admin3)).json().data;
  const change = (action: string, user_id: number, bi: string, token = kit.admin3) =>
    kit.call('POST', '/api/v2/admin/permission/bi', token, { action, user_id, bi });

  it('lists the client’s dashboards with what the user holds', async () => {
    expect(await dashboards(memberId)).toEqual([
      { key: 'engajamento', name: 'Engajamento', granted: true },
      { key: 'frequencia', name: 'Frequência', granted: false },
      { key: 'vendas', name: 'Vendas', granted: false },
    ]);
  });

  it('adds and removes a dashboard, idempotently, audited with before and after', async () => {
    const added = await change('add', memberId, 'vendas');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.find((d: { key: string }) => d.key === 'vendas').granted).toBe(true);
    await change('add', memberId, 'vendas');
    const removed = await change('remove', memberId, 'vendas');
    expect(removed.json().data.find((d: { key: string }) => d.key === 'vendas').granted).toBe(false);
    await change('remove', memberId, 'vendas');
    const trail = (await kit.audits('user_permissions', memberId)).filter((a) => a.action.startsWith('permission.bi'));
    expect(trail.map((a) => [a.action, a.before, a.after])).toEqual([
      ['permission.bi.add', null, { bi: 'vendas', name: 'Vendas' }],
      ['permission.bi.remove', { bi: 'vendas', name: 'Vendas' }, null],
    ]);
  });

  it('refuses unknown dashboards and actions, and another client’s user', async () => {
    const unknown = await change('add', memberId, 'lucro');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual({ bi: [PERMISSION_MESSAGES.bi] });
    expect((await change('share', memberId, 'vendas')).statusCode).toBe(422);
    expect((await change('add', foreignId, 'vendas')).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/v2/admin/permission/bi/${foreignId}`, kit.admin3)).statusCode).toBe(404);
  });

  it('an administrator without the BI feature may take dashboards away but not give them', async () => {
    const db = kit.database.db;
    await db
      .insertInto('user_permissions')
      .values([{ client_id: 3, user_id: anaId, tag: 'permissoes', enabled: 1, platform: null }])
      .execute();
    await db
      .insertInto('user_permission_subs')
      .values([{ client_id: 3, user_id: anaId, tag: 'permissoes.editar', enabled: 1 }])
      .execute();
    const manager = await kit.token('ana@asta.demo', 3);
    const refused = await change('add', memberId, 'vendas', manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PERMISSION_MESSAGES.notHeld);
    expect((await change('remove', memberId, 'engajamento', manager)).statusCode).toBe(200);
    expect((await change('add', memberId, 'engajamento')).statusCode).toBe(200);
  });
});

describe('GET /api/v2/admin/permission/inspect/{userId}', () => {
  it('names the resource or sub-permission that allows a tag, and shows disabled ones', async () => {
    const feed = (await inspect(memberId, 'tag=feed')).json().data;
    expect(feed).toMatchObject({ allowed: true, subject: { kind: 'tag', key: 'feed' } });
    expect(feed.grants).toEqual([{ kind: 'resource', id: expect.any(Number), label: 'feed', enabled: true }]);
    expect((await inspect(memberId, 'tag=feed.criar')).json().data).toMatchObject({
      allowed: true,
      grants: [{ kind: 'sub_resource', enabled: true }],
    });
    expect((await inspect(memberId, 'tag=feed.editar')).json().data).toMatchObject({ allowed: false, grants: [] });
    await kit.call('POST', `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=cursos`, kit.admin3, {
      enabled: false,
    });
    expect((await inspect(memberId, 'tag=cursos')).json().data).toMatchObject({
      allowed: false,
      grants: [{ kind: 'resource', enabled: false }],
    });
  });

  it('names the folder grants that reach the user: direct, group, regional', async () => {
    const geral = (await inspect(memberId, `folder=${folders.Geral}`)).json().data;
    expect(geral).toEqual({
      allowed: true,
      subject: { kind: 'folder', key: String(folders.Geral), label: 'Geral' },
      grants: [{ kind: 'folder_group', id: expect.any(Number), label: memberGroup.name, enabled: true }],
    });
    expect(
      (await inspect(memberId, `folder=${folders.Unidades}`)).json().data.grants.map((g: { kind: string }) => g.kind),
    ).toEqual(['folder_user', 'folder_group']);
    expect((await inspect(memberId, `folder=${folders.Comunicados}`)).json().data).toMatchObject({
      allowed: false,
      grants: [],
    });
  });

  it('names the BI grant', async () => {
    expect((await inspect(memberId, 'bi=engajamento')).json().data).toMatchObject({
      allowed: true,
      subject: { kind: 'bi', key: 'engajamento', label: 'Engajamento' },
      grants: [{ kind: 'bi', label: 'Engajamento', enabled: true }],
    });
    expect((await inspect(memberId, 'bi=vendas')).json().data).toMatchObject({ allowed: false, grants: [] });
  });

  it('needs exactly one known subject, of the client', async () => {
    for (const query of ['', 'tag=feed&bi=vendas', `tag=feed&folder=${folders.Geral}`]) {
      const res = await inspect(memberId, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors).toEqual({ subject: [PERMISSION_MESSAGES.inspectSubject] });
    }
    expect((await inspect(memberId, 'tag=nada')).json().errors).toEqual({ tag: [PERMISSION_MESSAGES.tag] });
    expect((await inspect(memberId, `folder=${foreignFolder}`)).statusCode).toBe(404);
    expect((await inspect(memberId, 'bi=lucro')).statusCode).toBe(404);
    expect((await inspect(foreignId, 'tag=feed')).statusCode).toBe(404);
    expect(
      (await kit.call('GET', `/api/v2/admin/permission/inspect/${memberId}?tag=feed`, kit.member3)).statusCode,
    ).toBe(403);
  });
});
