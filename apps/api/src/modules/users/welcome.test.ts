import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_SETUP_TTL_HOURS, USER_MESSAGES } from '@console/contract';
import { bearer, testContext, type TestContext } from '../../test/context.ts';
import { startSmtp } from '../../test/smtp.ts';

/** Quoted-printable soft breaks and escapes undone, so the link can be read back. */
const decodeQp = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let now = Date.now();
const clock = () => now;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
let admin3: string;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await testContext({
    clock,
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://console.example.com/',
      MAIL_FROM: 'Asta <nao-responda@asta.example>',
    },
  });
  admin3 = await ctx.token('admin@asta.demo', 3);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const store = (c: TestContext, token: string, payload: object, welcome = true) =>
  c.app.inject({
    method: 'POST',
    url: `/api/v2/admin/asap-user/store?send_welcome_email=${welcome}`,
    headers: bearer(token),
    payload,
  });
const setup = (c: TestContext, token: string, password: string) =>
  c.app.inject({ method: 'POST', url: '/api/v2/client/password/setup', payload: { token, password } });
const linkToken = (text: string): string => {
  const match = /https:\/\/console\.example\.com\/auth\/definir-senha\?token=([A-Za-z0-9_-]+)&client_id=3/.exec(
    decodeQp(text),
  );
  if (!match) throw new Error(`no link in ${text}`);
  return match[1];
};

describe('welcome e-mail over SMTP', () => {
  it('sends a Portuguese mail with the client’s name and colours and a one-time link that sets the password', async () => {
    const res = await store(ctx, admin3, { name: 'Clara Nunes', email: 'clara@exemplo.com.br' });
    expect(res.statusCode, res.body).toBe(201);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.to).toEqual(['clara@exemplo.com.br']);
    const body = decodeQp(mail.raw);
    expect(body).toMatch(/^From: Asta <nao-responda@asta\.example>/m);
    expect(body).toContain('Olá, Clara Nunes!');
    expect(body).toContain('Asta');
    expect(body).toContain('#1e3a8a');
    expect(body).toContain(`${PASSWORD_SETUP_TTL_HOURS} horas`);
    const outbox = await ctx.database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(outbox.sent_at).not.toBeNull();
    expect(outbox.error).toBeNull();

    const token = linkToken(mail.raw);
    // Only the SHA-256 is stored.
    const stored = await ctx.database.db.selectFrom('password_setup_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    expect((await setup(ctx, token, 'curta')).json().errors).toEqual({ password: [USER_MESSAGES.passwordShort] });
    expect((await setup(ctx, token, 'senha1234')).json().errors).toEqual({ password: [USER_MESSAGES.passwordCommon] });
    const done = await setup(ctx, token, 'Jardim-de-inverno-8');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ client_id: 3, email: 'clara@exemplo.com.br' });
    expect((await ctx.signIn('clara@exemplo.com.br', 'Jardim-de-inverno-8')).statusCode).toBe(200);

    const again = await setup(ctx, token, 'Outra-senha-boa-9');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [USER_MESSAGES.tokenUsed] });
    expect((await setup(ctx, 'desconhecido', 'Outra-senha-boa-9')).json().errors).toEqual({
      token: [USER_MESSAGES.tokenInvalid],
    });
  });

  it('a link expires after 72 hours', async () => {
    smtp.messages.length = 0;
    await store(ctx, admin3, { name: 'Davi Lopes', email: 'davi@exemplo.com.br' });
    const token = linkToken(smtp.messages[0].raw);
    const start = now;
    try {
      now = start + PASSWORD_SETUP_TTL_HOURS * 3600_000 + 1000;
      const res = await setup(ctx, token, 'Jardim-de-inverno-8');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: [USER_MESSAGES.tokenExpired] });
      now = start + PASSWORD_SETUP_TTL_HOURS * 3600_000 - 60_000;
      expect((await setup(ctx, token, 'Jardim-de-inverno-8')).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('no mail without send_welcome_email=true; a deleted user’s link stops working', async () => {
    smtp.messages.length = 0;
    expect((await store(ctx, admin3, { name: 'Sem Convite', email: 'sem@exemplo.com.br' }, false)).statusCode).toBe(
      201,
    );
    expect(smtp.messages).toHaveLength(0);
    const created = (await store(ctx, admin3, { name: 'Eva Lima', email: 'eva@exemplo.com.br' })).json().data;
    const token = linkToken(smtp.messages[0].raw);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v2/admin/user/delete/${created.id}`,
          headers: bearer(admin3),
        })
      ).statusCode,
    ).toBe(200);
    expect((await setup(ctx, token, 'Jardim-de-inverno-8')).statusCode).toBe(422);
  });

  it('refuses unknown keys in the setup body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/client/password/setup',
      payload: { token: 'x', password: 'Jardim-de-inverno-8', user_id: 1 },
    });
    expect(res.json().errors).toEqual({ user_id: [USER_MESSAGES.notAllowed] });
  });
});

describe('without SMTP_URL: the outbox', () => {
  let local: TestContext;
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    local = await testContext();
    [admin, operator] = await Promise.all([local.token('admin@asta.demo', 3), local.token('admin@admin.demo', 16)]);
  });
  afterAll(() => local.close());

  it('keeps the mail unsent in the outbox; its link still works; platform administrators read it', async () => {
    const res = await store(local, admin, { name: 'Fábio Rocha', email: 'fabio@exemplo.com.br' });
    expect(res.statusCode).toBe(201);
    const page = (
      await local.app.inject({ method: 'GET', url: '/api/v2/admin/outbox', headers: bearer(operator) })
    ).json().data;
    expect(page).toMatchObject({ total: 1, current_page: 1 });
    const [mail] = page.data;
    expect(mail).toMatchObject({ client_id: 3, to: 'fabio@exemplo.com.br', sent_at: null, error: null });
    expect(mail.html).toContain('Definir minha senha');
    const match = /definir-senha\?token=([A-Za-z0-9_-]+)&client_id=3/.exec(mail.text);
    expect(match?.[0]).toBeDefined();
    expect(mail.text).toContain(`${local.config.PUBLIC_URL}/auth/definir-senha?token=`);
    expect((await setup(local, match![1], 'Jardim-de-inverno-8')).statusCode).toBe(200);

    // The mail is written in the create's transaction: a refused create leaves no mail behind.
    expect((await store(local, admin, { name: 'Fábio Rocha', email: 'fabio@exemplo.com.br' })).statusCode).toBe(422);
    expect(
      (await local.app.inject({ method: 'GET', url: '/api/v2/admin/outbox', headers: bearer(operator) })).json().data
        .total,
    ).toBe(1);

    const outbox = async (query: string) =>
      (
        await local.app.inject({ method: 'GET', url: `/api/v2/admin/outbox?${query}`, headers: bearer(operator) })
      ).json().data;
    expect((await outbox('client=6')).total).toBe(0);
    expect((await outbox('client=3&client_id=16')).total).toBe(1);
    expect((await outbox('to=FABIO@')).total).toBe(1);
    expect((await outbox('to=50%25_')).total).toBe(0);
    expect(
      (await local.app.inject({ method: 'GET', url: '/api/v2/admin/outbox', headers: bearer(admin) })).statusCode,
    ).toBe(403);
    expect((await local.app.inject({ method: 'GET', url: '/api/v2/admin/outbox' })).statusCode).toBe(401);
  });
});

describe('SMTP server down', () => {
  it('the create still succeeds; the outbox row keeps the error', async () => {
    const down = await testContext({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const admin = await down.token('admin@asta.demo', 3);
      const res = await store(down, admin, { name: 'Gil Matos', email: 'gil@exemplo.com.br' });
      expect(res.statusCode).toBe(201);
      const row = await down.database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.sent_at).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
