import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@console/contract';
import { bearer, testContext, type TestContext } from '../../test/context.ts';
import { tokenOf } from '../../test/sign-in.ts';

let ctx: TestContext;
let admin3: string;
let member3: string;
let admin6: string;
let admin8: string;

beforeAll(async () => {
  ctx = await testContext();
  [admin3, member3, admin6, admin8] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('admin@fitness-link.demo', 6),
    ctx.token('admin@smartfit.demo', 8),
  ]);
});
afterAll(() => ctx.close());

const store = (payload: unknown, token = admin3, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/asap-user/store${query}`,
    headers: bearer(token),
    payload: payload as object,
  });
const update = (id: number, payload: unknown, token = admin3, query = '') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v2/admin/asap-user/${id}/update${query}`,
    headers: bearer(token),
    payload: payload as object,
  });
const remove = (id: number, token = admin3, query = '') =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/user/delete/${id}${query}`, headers: bearer(token) });

let seq = 0;
const fresh = (extra: Record<string, unknown> = {}) => ({
  name: `Pessoa Teste ${++seq}`,
  email: `pessoa${seq}@exemplo.com.br`,
  ...extra,
});
const audits = (action: string, entityId: number) =>
  ctx.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .execute();

describe('POST /api/v2/admin/asap-user/store', () => {
  it('creates a member with the full record (201), audited without the password hash', async () => {
    const res = await store({
      name: 'Joana Ribeiro',
      email: 'Joana.Ribeiro@Exemplo.com.br',
      password: 'Horizonte-azul-42',
      cpf: '529.982.247-25',
      phone: '(21) 99876-5432',
      birth_date: '17/05/1990',
      postal_code: '20040-020',
      address: { street: 'Rua da Assembleia', number: '10', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
      fields: { matricula: 'A-100', camiseta: 'G', newsletter: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json().data;
    expect(record).toMatchObject({
      name: 'Joana Ribeiro',
      email: 'joana.ribeiro@exemplo.com.br',
      cpf: '52998224725',
      phone: '21998765432',
      birth_date: '17/05/1990',
      postal_code: '20040020',
      status: 'active',
      role: 'member',
      fields: { matricula: 'A-100', camiseta: 'G', newsletter: true },
    });
    const dados = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/admin/asap-user/dados/${record.id}`,
        headers: bearer(admin3),
      })
    ).json().data;
    expect(dados).toEqual(record);
    const [audit] = await audits('user.create', record.id);
    expect(audit).toMatchObject({ client_id: 3, entity: 'user' });
    expect(audit.after).not.toMatch(/password|scrypt/);
    expect(JSON.parse(audit.after!)).toMatchObject({ email: 'joana.ribeiro@exemplo.com.br' });
    // The new member signs in with the password given, on their own client.
    expect((await ctx.signIn('joana.ribeiro@exemplo.com.br', 'Horizonte-azul-42')).statusCode).toBe(200);
  });

  it('refuses mass assignment with "campo não permitido" per key', async () => {
    const res = await store({ ...fresh(), client_id: 6, role: 'admin', permissions: ['usuarios'], password_hash: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      client_id: [USER_MESSAGES.notAllowed],
      role: [USER_MESSAGES.notAllowed],
      permissions: [USER_MESSAGES.notAllowed],
      password_hash: [USER_MESSAGES.notAllowed],
    });
  });

  it('gives a Portuguese message per invalid field', async () => {
    const res = await store({
      name: 'X',
      email: 'sem-arroba',
      cpf: '123.456.789-00',
      phone: '12',
      birth_date: '30/02/2001',
      postal_code: '123',
      password: 'curta',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [USER_MESSAGES.name],
      email: [USER_MESSAGES.email],
      cpf: [USER_MESSAGES.cpf],
      phone: [USER_MESSAGES.phone],
      birth_date: [USER_MESSAGES.birthDate],
      postal_code: [USER_MESSAGES.postalCode],
      password: [USER_MESSAGES.passwordShort],
    });
    expect((await store(fresh({ password: 'Password123' }))).json().errors).toEqual({
      password: [USER_MESSAGES.passwordCommon],
    });
  });

  it('refuses birth dates in the future and unknown groups', async () => {
    const foreignGroup = await ctx.database.db
      .selectFrom('groups')
      .select('id')
      .where('client_id', '=', 6)
      .executeTakeFirstOrThrow();
    const res = await store(fresh({ birth_date: '01/01/2999', group_id: foreignGroup.id, regional_id: 999999 }));
    expect(res.json().errors).toEqual({
      birth_date: [USER_MESSAGES.birthDateFuture],
      group_id: [USER_MESSAGES.group],
      regional_id: [USER_MESSAGES.regional],
    });
  });

  it('keeps e-mail and CPF unique within the client, not across clients', async () => {
    expect((await store(fresh({ email: 'member@asta.demo' }))).json().errors).toEqual({
      email: [USER_MESSAGES.emailTaken],
    });
    expect((await store(fresh({ cpf: '111.444.777-35' }))).statusCode).toBe(201);
    expect((await store(fresh({ cpf: '11144477735' }))).json().errors).toEqual({ cpf: [USER_MESSAGES.cpfTaken] });
    expect((await store(fresh({ cpf: '111.444.777-35', email: 'member@asta.demo' }), admin6)).statusCode).toBe(201);
  });

  it('two racing creates of one e-mail: one 201, one 422 from the unique index', async () => {
    const body = fresh();
    const results = await Promise.all([store(body), store(body), store(body)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422]);
    for (const r of results.filter((r) => r.statusCode === 422))
      expect(r.json().errors).toEqual({ email: [USER_MESSAGES.emailTaken] });
  });

  it('checks the client’s form: required standard and custom fields, types and options, unknown custom keys', async () => {
    const missing = await store(fresh(), admin8);
    expect(missing.json().errors).toEqual({
      cpf: [USER_MESSAGES.required],
      'fields.unidade': [USER_MESSAGES.required],
    });
    const wrong = await store(
      fresh({ cpf: '390.533.447-05', fields: { unidade: 'lua', peso: 'pesado', cor: 'azul' } }),
      admin8,
    );
    expect(wrong.json().errors).toEqual({
      'fields.unidade': [USER_MESSAGES.option],
      'fields.peso': ['Valor inválido.'],
      'fields.cor': [USER_MESSAGES.notAllowed],
    });
    const ok = await store(fresh({ cpf: '390.533.447-05', fields: { unidade: 'centro', peso: 72.5 } }), admin8);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.fields).toEqual({ unidade: 'centro', peso: 72.5 });
    // An inactive custom field cannot be written.
    expect((await store(fresh({ fields: { codigo_antigo: 'x' } }))).json().errors).toEqual({
      'fields.codigo_antigo': [USER_MESSAGES.notAllowed],
    });
  });

  it('needs usuarios.criar', async () => {
    expect((await store(fresh(), member3)).statusCode).toBe(403);
    expect((await store(fresh(), admin3, '?client_id=6')).statusCode).toBe(403);
  });
});

describe('PUT /api/v2/admin/asap-user/{id}/update', () => {
  it('updates the fields sent, keeps the others, audits before and after', async () => {
    const created = (await store(fresh({ phone: '11987654321', fields: { matricula: 'B-1' } }))).json().data;
    const res = await update(created.id, {
      name: 'Nome Novo',
      fields: { camiseta: 'P', matricula: null },
      address: { street: 'Rua Nova', district: 'Centro', city: 'Curitiba', state: 'PR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Nome Novo',
      email: created.email,
      phone: '11987654321',
      fields: { camiseta: 'P' },
    });
    expect(res.json().data.fields).not.toHaveProperty('matricula');
    const [audit] = await audits('user.update', created.id);
    expect(JSON.parse(audit.before!)).toMatchObject({ name: created.name });
    expect(JSON.parse(audit.after!)).toMatchObject({ name: 'Nome Novo' });
  });

  it('changes the password (rules apply) and the e-mail (unique, itself allowed)', async () => {
    const created = (await store(fresh())).json().data;
    expect((await update(created.id, { password: '12345678' })).json().errors).toEqual({
      password: [USER_MESSAGES.passwordCommon],
    });
    expect((await update(created.id, { email: created.email, password: 'Trilha-longa-77' })).statusCode).toBe(200);
    expect((await ctx.signIn(created.email, 'Trilha-longa-77')).statusCode).toBe(200);
    expect((await update(created.id, { email: 'admin@asta.demo' })).json().errors).toEqual({
      email: [USER_MESSAGES.emailTaken],
    });
    const [audit] = await audits('user.update', created.id);
    expect(`${audit.before}${audit.after}`).not.toMatch(/scrypt|Trilha/);
  });

  it('refuses emptying a required field, mass assignment and other clients’ users', async () => {
    const created = (await store(fresh())).json().data;
    expect((await update(created.id, { name: '' })).statusCode).toBe(422);
    expect((await update(created.id, { client_id: 6, role: 'admin' })).json().errors).toEqual({
      client_id: [USER_MESSAGES.notAllowed],
      role: [USER_MESSAGES.notAllowed],
    });
    const foreign = (await store(fresh(), admin6)).json().data;
    expect((await update(foreign.id, { name: 'Invasor' })).statusCode).toBe(404);
    expect((await update(foreign.id, { name: 'Invasor' }, admin3, '?client_id=6')).statusCode).toBe(403);
    expect((await update(999999, { name: 'Ninguém' })).statusCode).toBe(404);
    expect((await update(created.id, { name: 'Membro' }, member3)).statusCode).toBe(403);
  });
});

describe('DELETE /api/v2/admin/user/delete/{id}', () => {
  it('soft-deletes: hidden from lists, tokens revoked, sign-in refused, audited', async () => {
    const created = (await store(fresh({ password: 'Caminho-seguro-9' }))).json().data;
    const token = await tokenOf(ctx.app, created.email, { password: 'Caminho-seguro-9' });
    const me = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v2/client/user/authenticated', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);

    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: created.id } });
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['deleted_at', 'status'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.status).toBe('inactive');
    const revoked = await ctx.database.db
      .selectFrom('access_tokens')
      .select('revoked_at')
      .where('user_id', '=', created.id)
      .execute();
    expect(revoked.every((t) => t.revoked_at !== null)).toBe(true);

    expect((await me()).statusCode).toBe(401);
    expect((await ctx.signIn(created.email, 'Caminho-seguro-9')).statusCode).toBe(401);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/admin/asap-user?search=${encodeURIComponent(created.email)}`,
        headers: bearer(admin3),
      })
    ).json().data;
    expect(list.total).toBe(0);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v2/admin/asap-user/dados/${created.id}`,
          headers: bearer(admin3),
        })
      ).statusCode,
    ).toBe(404);
    expect((await remove(created.id)).statusCode).toBe(404);
    expect(await audits('user.delete', created.id)).toHaveLength(1);
    // The e-mail is free again for a new account.
    expect((await store({ name: 'De Volta', email: created.email })).statusCode).toBe(201);
  });

  it('a deactivated user’s token is refused at the next request; a renamed one sees the new name at once', async () => {
    const created = (await store(fresh({ password: 'Caminho-seguro-9' }))).json().data;
    const token = await tokenOf(ctx.app, created.email, { password: 'Caminho-seguro-9' });
    const me = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v2/client/user/authenticated', headers: bearer(token) });
    expect((await me()).json().data.name).toBe(created.name);
    expect((await update(created.id, { name: 'Nome Trocado' })).statusCode).toBe(200);
    expect((await me()).json().data.name).toBe('Nome Trocado');
    expect((await update(created.id, { status: 'inactive' })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses deleting oneself, another client’s user and without usuarios.excluir', async () => {
    const self = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@asta.demo')
      .executeTakeFirstOrThrow();
    expect((await remove(self.id)).json().errors).toEqual({ id: [USER_MESSAGES.selfDelete] });
    expect((await update(self.id, { status: 'inactive' })).json().errors).toEqual({
      status: [USER_MESSAGES.selfDeactivate],
    });
    const foreign = (await store(fresh(), admin6)).json().data;
    expect((await remove(foreign.id)).statusCode).toBe(404);
    expect((await remove(foreign.id, admin3, '?client_id=6')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/asap-user/${foreign.id}`, headers: bearer(admin6) }))
        .statusCode,
    ).toBe(200);
    const victim = (await store(fresh())).json().data;
    expect((await remove(victim.id, member3)).statusCode).toBe(403);
  });
});
