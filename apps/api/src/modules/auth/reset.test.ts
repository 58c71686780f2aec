import { PASSWORD_RESET_PER_ADDRESS, PASSWORD_RESET_PER_IP, RESET_MESSAGES } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';
import { RESET_REQUESTED } from './reset.ts';

let now = Date.parse('2030-01-01T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext({ clock: () => now });
});
afterAll(() => ctx.close());

let address = 0;
/** Each test asks from an address of its own, so the per-IP limit of one does not reach another. */
const freshAddress = () => `10.2.0.${++address}`;
const forgot = (clientId: number, email: string, remoteAddress = freshAddress(), language = 'pt-BR') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/client/password/forgot?client_id=${clientId}`,
    remoteAddress,
    headers: { 'accept-language': language },
    payload: { email },
  });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/client/password/reset', payload: { token, password } });
const mailsTo = (to: string) =>
  ctx.database.db
    .selectFrom('outbox')
    .select(['client_id', 'subject', 'text', 'html'])
    .where('to', '=', to)
    .orderBy('id')
    .execute();
/** The token of the newest reset mail to this address. */
async function resetToken(to: string): Promise<{ token: string; link: string }> {
  const mail = (await mailsTo(to)).at(-1);
  const link = /https?:\/\/\S+\/auth\/redefinir-senha\?token=([\w-]+)&client_id=\d+/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return { token: decodeURIComponent(link![1]), link: link![0] };
}

describe('POST /api/v2/client/password/forgot', () => {
  it('answers the same for a known and an unknown address, and mails only the known one a link', async () => {
    const known = await forgot(3, 'member@asta.demo');
    const unknown = await forgot(3, 'ninguem@asta.demo');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ success: true, message: RESET_REQUESTED.pt });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo('ninguem@asta.demo')).toEqual([]);
    const [mail] = await mailsTo('member@asta.demo');
    expect(mail.subject).toBe('Redefinição de senha em Asta');
    expect(mail.client_id).toBe(3);
    const { link } = await resetToken('member@asta.demo');
    expect(link).toMatch(/client_id=3$/);
    expect(mail.text).toContain('60 minutos');
    // Only the hash of the token is kept.
    const { token } = await resetToken('member@asta.demo');
    const stored = await ctx.database.db.selectFrom('password_setup_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it("answers in the request's language", async () => {
    const res = await forgot(3, 'ninguem@asta.demo', freshAddress(), 'en');
    expect(res.json().message).toBe(RESET_REQUESTED.en);
  });

  it('limits requests per address and per IP, known and unknown addresses alike', async () => {
    for (const email of ['admin@smartfit.demo', 'nao-existe@smartfit.demo']) {
      for (let i = 0; i < PASSWORD_RESET_PER_ADDRESS; i++) expect((await forgot(8, email)).statusCode).toBe(202);
      const refused = await forgot(8, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().success).toBe(false);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ip = freshAddress();
    for (let i = 0; i < PASSWORD_RESET_PER_IP; i++)
      expect((await forgot(8, `pessoa${i}@exemplo.com`, ip)).statusCode).toBe(202);
    expect((await forgot(8, 'outra@exemplo.com', ip)).statusCode).toBe(429);
    // An hour later both allow again.
    now += 60 * 60_000 + 1000;
    expect((await forgot(8, 'nao-existe@smartfit.demo', ip)).statusCode).toBe(202);
  });

  it('refuses a malformed address with a 4xx in the envelope', async () => {
    const res = await forgot(3, 'not an e-mail');
    expect(res.statusCode).toBe(422);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /api/v2/client/password/reset', () => {
  it('sets the new password once, ends every session of the user, and the link cannot be used again', async () => {
    const email = 'admin@lele.demo';
    const oldSession = await ctx.token(email, 15);
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated?client_id=15', oldSession)).statusCode).toBe(200);
    expect((await forgot(15, email)).statusCode).toBe(202);
    const { token } = await resetToken(email);

    const done = await reset(token, 'nova-senha-forte-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, data: { client_id: 15, email } });
    // The old token is refused at once, the old password too; the new one signs in.
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated?client_id=15', oldSession)).statusCode).toBe(401);
    expect((await ctx.signIn(email, DEMO_PASSWORD, 15)).statusCode).toBe(401);
    const signed = await ctx.signIn(email, 'nova-senha-forte-1', 15);
    expect(signed.statusCode).toBe(200);
    const again = await reset(token, 'outra-senha-forte-2');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [RESET_MESSAGES.tokenUsed] });
    expect((await ctx.signIn(email, 'outra-senha-forte-2', 15)).statusCode).toBe(401);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('client_id', '=', 15)
      .where('action', '=', 'user.password_reset')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses an expired link and an unknown one', async () => {
    const email = 'member@lele.demo';
    expect((await forgot(15, email)).statusCode).toBe(202);
    const { token } = await resetToken(email);
    now += 61 * 60_000;
    const expired = await reset(token, 'nova-senha-forte-1');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: [RESET_MESSAGES.tokenExpired] });
    const unknown = await reset('nada-disso', 'nova-senha-forte-1');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ token: [RESET_MESSAGES.tokenInvalid] });
    expect((await ctx.signIn(email, DEMO_PASSWORD, 15)).statusCode).toBe(200);
  });

  it("mails the platform operator who asks on a client's page a link to the platform's own pages", async () => {
    expect((await forgot(3, 'admin@admin.demo')).statusCode).toBe(202);
    const { link } = await resetToken('admin@admin.demo');
    expect(link).toMatch(/client_id=16$/);
    expect((await mailsTo('admin@admin.demo')).at(-1)?.client_id).toBe(16);
  });
});
