import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';

let now = Date.parse('2030-01-01T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext({ clock: () => now });
});
afterAll(() => ctx.close());

const RECEIVED = { success: true, message: 'Cadastro recebido. Verifique sua caixa de entrada para continuar.' };

let address = 0;
/** Each test registers from an address of its own, so the hourly limit of one does not reach another. */
const freshAddress = () => `10.1.0.${++address}`;
/** Smart Fit's sign-up (the gym template) asks for a unit: its tests pick one unless `unit` says otherwise. */
const register = (
  client_id: number,
  email: string,
  remoteAddress: string,
  password = 'segredo123',
  language = 'pt-BR',
  unit = client_id === 8 ? 'paulista' : undefined,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v2/client/register',
    remoteAddress,
    headers: { 'accept-language': language },
    payload: { client_id, user: { name: 'Nova Pessoa', email, password, ...(unit === undefined ? {} : { unit }) } },
  });
const signIn = (clientId: number, email: string, password: string) => ctx.signIn(email, password, clientId);
const mailsTo = (to: string) =>
  ctx.database.db
    .selectFrom('outbox')
    .select(['client_id', 'subject', 'text', 'html'])
    .where('to', '=', to)
    .orderBy('id')
    .execute();
const usersWith = async (email: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

describe('POST /api/v2/client/register', () => {
  it('creates a member with the default member resources, answers 202 with a check-your-inbox message and mails the new member', async () => {
    const res = await register(8, 'nova@exemplo.com', freshAddress());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(RECEIVED);
    const signed = await signIn(8, 'nova@exemplo.com', 'segredo123');
    expect(signed.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/client/user/authenticated',
      headers: bearer(signed.json().token),
    });
    const tags = me.json().data.resource.map((g: { tag: string }) => g.tag);
    expect(tags).toContain('feed');
    expect(tags).not.toContain('usuarios');
    const [mail, ...more] = await mailsTo('nova@exemplo.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ client_id: 8, subject: 'Cadastro realizado em Smart Fit' });
    expect(mail.text).toContain(`${ctx.config.PUBLIC_URL}/smartfit/login`);
  });

  it('answers a taken e-mail exactly as a new one, changes nothing, and tells the owner of the attempt by mail', async () => {
    const ip = freshAddress();
    const taken = await register(8, 'member@smartfit.demo', ip, 'Outra-senha-99');
    const other = await register(8, 'MEMBER@smartfit.demo', ip, 'Outra-senha-99');
    const fresh = await register(8, 'outra.nova@exemplo.com', ip);
    for (const res of [taken, other, fresh]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(RECEIVED);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    }
    expect(await usersWith('member@smartfit.demo')).toBe(1);
    expect((await signIn(8, 'member@smartfit.demo', 'Outra-senha-99')).statusCode).toBe(401);
    expect((await signIn(8, 'member@smartfit.demo', DEMO_PASSWORD)).statusCode).toBe(200);
    const mails = await mailsTo('member@smartfit.demo');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ client_id: 8, subject: 'Tentativa de cadastro em Smart Fit' });
    expect(mails[0].text).toContain('Sua conta não foi alterada.');
    expect(mails[0].text).not.toContain('Outra-senha-99');
  });

  it('tells the owner of a taken e-mail through the client’s template in the account’s language', async () => {
    const admin = await ctx.token('admin@smartfit.demo', 8);
    const made = await ctx.call('POST', '/api/v2/admin/templates-email?client_id=8', admin, {
      nome: 'Tentativa de cadastro (inglês)',
      chave: 'cadastro-existente',
      idioma: 'en',
      categoria: 'sistema',
      assunto: 'Someone used your e-mail at {{cliente}}',
      corpo: 'Hi {{nome}}, your account is unchanged. Sign in: {{link}}',
      ativo: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    await ctx.database.db
      .updateTable('users')
      .set({ language: 'en' })
      .where('email', '=', 'member@smartfit.demo')
      .execute();
    // The asker's language is not the owner's: the account's language decides.
    expect((await register(8, 'member@smartfit.demo', freshAddress(), 'Outra-senha-98', 'es')).statusCode).toBe(202);
    const last = (await mailsTo('member@smartfit.demo')).at(-1)!;
    expect(last).toMatchObject({ client_id: 8, subject: 'Someone used your e-mail at Smart Fit' });
    expect(last.text).toContain(`Sign in: ${ctx.config.PUBLIC_URL}/smartfit/login`);
    await ctx.database.db
      .updateTable('users')
      .set({ language: 'pt-br' })
      .where('email', '=', 'member@smartfit.demo')
      .execute();
  });

  it('speaks the asker’s language', async () => {
    const res = await register(8, 'english@exemplo.com', freshAddress(), 'segredo123', 'en');
    expect(res.json()).toEqual({ success: true, message: 'Sign-up received. Check your inbox to continue.' });
  });

  it('refuses when the client does not allow sign-up, 404 for an unknown client', async () => {
    const ip = freshAddress();
    const closed = await register(3, 'nova@exemplo.com', ip);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Cadastro não permitido para este cliente.');
    expect((await register(404, 'nova@exemplo.com', ip)).statusCode).toBe(404);
    expect((await register(15, 'nova@exemplo.com', ip)).statusCode).toBe(202);
  });

  it('refuses while the client is suspended', async () => {
    const ip = freshAddress();
    await ctx.database.db.updateTable('clients').set({ status: 'suspended' }).where('id', '=', 15).execute();
    const refused = await register(15, 'suspensa@exemplo.com', ip);
    await ctx.database.db.updateTable('clients').set({ status: 'active' }).where('id', '=', 15).execute();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este cliente está suspenso. Procure o administrador da plataforma.');
    expect(await usersWith('suspensa@exemplo.com')).toBe(0);
  });

  it('answers the sixth sign-up within an hour from one address with 429 and Retry-After, new or taken alike', async () => {
    const ip = freshAddress();
    for (let i = 1; i <= 5; i++)
      expect(
        (await register(8, i % 2 ? `lote${i}@exemplo.com` : 'member@smartfit.demo', ip)).statusCode,
        `attempt ${i}`,
      ).toBe(202);
    const refused = await register(8, 'lote6@exemplo.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Muitos cadastros a partir deste endereço. Tente novamente em 3600 segundos.',
    });
    expect(await usersWith('lote6@exemplo.com')).toBe(0);
    expect((await register(8, 'lote6@exemplo.com', freshAddress())).statusCode).toBe(202);
    now += 60 * 60_000 + 1000;
    expect((await register(8, 'lote7@exemplo.com', ip)).statusCode).toBe(202);
  });

  it('asks a gym’s new member for their unit, among the client’s units, and keeps it as their unit field', async () => {
    const ip = freshAddress();
    for (const unit of ['', 'lua']) {
      const refused = await register(8, 'sem.unidade@exemplo.com', ip, 'segredo123', 'pt-BR', unit);
      expect(refused.statusCode, unit).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['user.unit']);
    }
    expect(await usersWith('sem.unidade@exemplo.com')).toBe(0);
    expect((await register(8, 'com.unidade@exemplo.com', ip, 'segredo123', 'pt-BR', 'centro')).statusCode).toBe(202);
    const values = await ctx.database.db
      .selectFrom('user_field_values as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .select(['v.field_key', 'v.value'])
      .where('u.email', '=', 'com.unidade@exemplo.com')
      .execute();
    expect(values).toEqual([{ field_key: 'unidade', value: '"centro"' }]);
  });
});

describe('GET /api/v2/client/register/form', () => {
  const form = (clientId: number) =>
    ctx.app.inject({ method: 'GET', url: `/api/v2/client/register/form?client_id=${clientId}` });

  it('offers the gym template’s units, and none on other templates; 404 for an unknown client', async () => {
    expect((await form(8)).json().data).toEqual({
      platform_type: 'academia',
      units: [
        { value: 'paulista', label: 'Unidade Paulista' },
        { value: 'centro', label: 'Unidade Centro' },
        { value: 'barra', label: 'Unidade Barra' },
      ],
    });
    expect((await form(15)).json().data).toEqual({ platform_type: 'escola', units: [] });
    expect((await form(404)).statusCode).toBe(404);
  });
});
