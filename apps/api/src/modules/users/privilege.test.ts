import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, ADMIN_SUB_RESOURCES, type GrantSet } from '../../platform/grants.ts';
import { insertGrants } from '../../platform/grants-repo.ts';
import { bearer, DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';
import { tokenOf as tokenOfUser } from '../../test/sign-in.ts';

const OUTRANKS =
  'Você não pode alterar a senha, o e-mail ou o status de um usuário com permissões que você não possui.';
const OUTRANKS_DELETE = 'Você não pode excluir um usuário com permissões que você não possui.';

let ctx: TestContext;
let admin3: string;
/** Holds only 'usuarios' with 'usuarios.editar' and 'usuarios.excluir': the administrator of the finding. */
let limited: string;
let limitedId: number;
let targetId: number;

const update = (id: number, payload: object, token: string, query = '') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v2/admin/asap-user/${id}/update${query}`,
    headers: { ...bearer(token), 'accept-language': 'pt-BR' },
    payload,
  });
const remove = (id: number, token: string, query = '') =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/user/delete/${id}${query}`, headers: bearer(token) });
const idOf = async (email: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const PASSWORD = 'Senha-de-teste-forte-1';
let seq = 0;
/** A user of client 3 holding exactly `grants`, signing in with PASSWORD. */
async function userWith(grants: GrantSet): Promise<{ id: number; email: string }> {
  const email = `privilegio${++seq}@exemplo.com.br`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/asap-user/store',
    headers: bearer(admin3),
    payload: { name: `Privilegio ${seq}`, email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.id;
  await setGrants(3, id, grants);
  return { id, email };
}
const tokenOf = (email: string) => tokenOfUser(ctx.app, email, { password: PASSWORD });
async function setGrants(clientId: number, userId: number, grants: GrantSet) {
  const db = ctx.database.db;
  for (const table of ['user_permissions', 'user_permission_subs'] as const)
    await db.deleteFrom(table).where('user_id', '=', userId).execute();
  await insertGrants(db, clientId, userId, grants);
  ctx.sessions.invalidateUser(userId);
}

beforeAll(async () => {
  ctx = await testContext();
  admin3 = await ctx.token('admin@asta.demo', 3);
  const l = await userWith({ resources: ['usuarios'], subResources: ['usuarios.editar', 'usuarios.excluir'] });
  limitedId = l.id;
  limited = await tokenOf(l.email);
  targetId = (await userWith({ resources: ADMIN_RESOURCES, subResources: ADMIN_SUB_RESOURCES })).id;
});
afterAll(() => ctx.close());

describe('an administrator may take over only users whose grants they all hold', () => {
  it('refuses the escalation of the finding: a new password for a user with more grants is 403, and that password does not sign in', async () => {
    const admin = await idOf('admin@asta.demo');
    const res = await update(admin, { password: 'Tomada-de-conta-77' }, limited);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ success: false, message: OUTRANKS });
    expect((await ctx.signIn('admin@asta.demo', 'Tomada-de-conta-77')).statusCode).toBe(401);
    expect((await ctx.signIn('admin@asta.demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses another e-mail, another status and a deletion alike, in the asker’s language', async () => {
    expect((await update(targetId, { email: 'tomada@exemplo.com.br' }, limited)).json()).toEqual({
      success: false,
      message: OUTRANKS,
    });
    expect((await update(targetId, { status: 'inactive' }, limited)).statusCode).toBe(403);
    const deleted = await remove(targetId, limited);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe(OUTRANKS_DELETE);
    const en = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/asap-user/${targetId}/update`,
      headers: { ...bearer(limited), 'accept-language': 'en' },
      payload: { password: 'Outra-senha-forte-1' },
    });
    expect(en.json().message).toBe(
      'You cannot change the password, e-mail or status of a user with permissions you do not hold.',
    );
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['email', 'status', 'deleted_at'])
      .where('id', '=', targetId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'privilegio2@exemplo.com.br', status: 'active', deleted_at: null });
  });

  it('still lets that administrator edit the rest of the profile, and resend the same e-mail and status', async () => {
    const res = await update(
      targetId,
      { name: 'Nome Corrigido', email: 'Privilegio2@exemplo.com.br', status: 'active' },
      limited,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Nome Corrigido');
  });

  it('lets it take over a user whose grants it holds (a held sub-resource counts), and one without any grant', async () => {
    const peer = await userWith({ resources: [], subResources: ['usuarios.editar'] });
    expect((await update(peer.id, { password: 'Senha-nova-forte-9' }, limited)).statusCode).toBe(200);
    const bare = await userWith({ resources: [], subResources: [] });
    expect((await update(bare.id, { status: 'inactive' }, limited)).statusCode).toBe(200);
    expect((await remove(bare.id, limited)).statusCode).toBe(200);
  });

  it('lets a holder of every grant change the password, and the new one signs in', async () => {
    const holder = await userWith({ resources: ADMIN_RESOURCES, subResources: ADMIN_SUB_RESOURCES });
    const token = await tokenOf(holder.email);
    const admin = await idOf('admin@asta.demo');
    expect((await update(admin, { password: 'Senha-do-titular-5' }, token)).statusCode).toBe(200);
    expect((await ctx.signIn('admin@asta.demo', 'Senha-do-titular-5')).statusCode).toBe(200);
    expect((await remove(limitedId, token)).statusCode).toBe(200);
  });

  it('does not bind a platform administrator of client 16, even one lacking a grant the user holds', async () => {
    const platformAdmin = await idOf('admin@admin.demo');
    await setGrants(16, platformAdmin, {
      resources: ADMIN_RESOURCES.filter((t) => t !== 'relatorios'),
      subResources: ADMIN_SUB_RESOURCES,
    });
    const token = await ctx.token('admin@admin.demo', 16);
    const res = await update(
      targetId,
      { email: 'plataforma@exemplo.com.br', password: 'Senha-da-plataforma-3' },
      token,
      '?client_id=3',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await remove(targetId, token, '?client_id=3')).statusCode).toBe(200);
  });
});
