import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS_SEGMENT, INBOX_PATH, INBOX_UNREAD_PATH, type Audience, type InboxPage } from '@console/contract';
import { userKeys } from '../../db/search-keys.ts';
import { domainEvents } from '../../platform/domain-events.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import { outboxMailer } from '../../platform/mail/index.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { loadConfig } from '../../config.ts';
import { registerDevice } from '../../platform/push/devices.ts';
import { pushProviders } from '../../platform/push/providers.ts';
import { startPushStandIn, type PushStandIn } from '../../test/push-stand-in.ts';
import { defineMessageJobs } from './jobs.ts';

/**
 * Audiences and messages (issue 29): each audience kind's reach, the member's inbox (own items only, read, confirm), and an
 * announcement by e-mail through the client's template in each member's language.
 */

let kit: TestKit;
let standIn: PushStandIn;
let now = Date.now();
const clock = () => now;
const tag = `m${process.pid}${Date.now() % 100000}`;
const ids: Record<string, number> = {};
const people: number[] = [];

/** The app's collaborators on the test clock, with the messages' jobs defined on a queue of the test's. */
function deps() {
  // The app's own bus enqueues the sends of the moves the API makes; this queue of the test's runs them.
  const events = domainEvents();
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  const mailer = outboxMailer(kit.db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs);
  const push = pushProviders(loadConfig({ NODE_ENV: 'test', ...standIn.env, PUSH_TIMEOUT_MS: '2000' }));
  const made = {
    push,
    db: kit.db,
    clock,
    jobs,
    realtime: kit.realtime,
    mailer,
    events,
    config: kit.config,
  };
  defineMessageJobs(made);
  return made;
}

const create = async (entity: string, body: Record<string, unknown>, token = kit.admin3) => {
  const res = await kit.call('POST', `/api/v2/admin/${entity}`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
};
/** A draft made, then moved to `status` (a new record starts as a draft; sending is a move of its workflow). */
const moved = async (entity: string, body: Record<string, unknown>, status: string) => {
  const id = await create(entity, body);
  const res = await kit.call('PUT', `/api/v2/admin/${entity}/${id}`, kit.admin3, { status });
  expect(res.statusCode, res.body).toBe(200);
  return id;
};
const read = async (entity: string, id: number) =>
  (await kit.call('GET', `/api/v2/admin/${entity}/${id}`, kit.admin3)).json().data as Record<string, unknown>;
const reach = async (publico: unknown, token = kit.admin3) =>
  kit.call('POST', '/api/v2/admin/notificacoes/alcance', token, { publico });
const reachOf = async (audience: Audience) => (await reach(audience)).json().data.alcance as number;

/** A member of client 3 in the test's unit and group (straight to the table: the setup, not the subject). */
async function member(n: number, values: Record<string, unknown> = {}) {
  const name = `Membro ${tag} ${n}`;
  const row = await kit.db
    .insertInto('users')
    .values({
      client_id: 3,
      name,
      ...userKeys(name),
      email: `${tag}.${n}@asta.test`,
      password_hash: 'x',
      language: n % 2 ? 'en' : 'pt-br',
      role: 'member',
      status: 'active',
      created_at: new Date(now).toISOString(),
      group_id: ids.grupo,
      unidade_id: ids.unidade,
      regional_id: ids.regional,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  standIn = await startPushStandIn();
  kit = await testKit();
  // The demo's sends were queued by the seed: the test's queue runs only what the test sends.
  await kit.db.updateTable('jobs').set({ status: 'done' }).where('kind', 'like', 'messages.%').execute();
  ids.unidade = await create('unidades', { nome: `Unidade ${tag}`, cidade: 'Recife', uf: 'PE' });
  ids.grupo = await create('grupos', { name: `Grupo ${tag}` });
  ids.regional = await create('regional', { name: `Regional ${tag}` });
  for (let n = 0; n < 5; n++) people.push(await member(n));
  // One of them signed in today; one is blocked (never a recipient).
  await kit.db
    .updateTable('users')
    .set({ last_sign_in_day: new Date(now).toISOString().slice(0, 10) })
    .where('id', '=', people[0])
    .execute();
  people.push(await member(5, { status: 'blocked' }));
}, 120_000);
afterAll(async () => {
  await kit?.close();
  await standIn?.close();
});

describe('audiences', () => {
  it('reach each kind: groups, regionals, units, chosen members, a rule, and everyone', async () => {
    expect(await reachOf({ tipo: 'grupos', ids: [ids.grupo] })).toBe(5);
    expect(await reachOf({ tipo: 'regionais', ids: [ids.regional] })).toBe(5);
    expect(await reachOf({ tipo: 'unidades', ids: [ids.unidade] })).toBe(5);
    expect(await reachOf({ tipo: 'membros', ids: [people[1], people[2], people[5]] })).toBe(2);
    // Members of the unit who have not signed in for 30 days: all but the one who signed in today.
    const rule: Audience = {
      tipo: 'regra',
      condicoes: [
        { campo: 'unidade', valor: ids.unidade },
        { campo: 'sem_acesso_dias', valor: 30 },
      ],
    };
    expect(await reachOf(rule)).toBe(4);
    expect(
      await reachOf({
        tipo: 'regra',
        condicoes: [
          { campo: 'unidade', valor: ids.unidade },
          { campo: 'idioma', valor: 'en' },
        ],
      }),
    ).toBe(2);
    const active = await kit.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('client_id', '=', 3)
      .where('deleted_at', 'is', null)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(await reachOf({ tipo: 'todos' })).toBe(Number(active.n));
  });

  it("never reaches another client's users, and refuses what is not an audience (422 on the field)", async () => {
    const res = await kit.call('POST', '/api/v2/admin/notificacoes/alcance?client_id=6', kit.admin6, {
      publico: { tipo: 'unidades', ids: [ids.unidade] },
    });
    expect(res.json().data.alcance).toBe(0);
    for (const bad of [
      { tipo: 'grupos', ids: [] },
      { tipo: 'regra', condicoes: [{ campo: 'senha', valor: 1 }] },
      'todos',
    ]) {
      const refused = await reach(bad);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.publico[0]).toMatch(/Público inválido/);
    }
    const english = await kit.app.inject({
      method: 'POST',
      url: '/api/v2/admin/notificacoes/alcance',
      headers: { authorization: `Bearer ${kit.admin3}`, 'accept-language': 'en' },
      payload: { publico: {} },
    });
    expect(english.json().errors.publico[0]).toMatch(/Invalid audience/);
  });
});

describe("the member's inbox", () => {
  const tokenOf = (n: number) => kit.token(`${tag}.${n}@asta.test`, 3);
  beforeAll(async () => {
    await kit.db
      .updateTable('users')
      .set({
        password_hash: (
          await kit.db
            .selectFrom('users')
            .select('password_hash')
            .where('email', '=', 'member@asta.demo')
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('id', 'in', people)
      .execute();
    // Sent at once (the scheduled send at its moment is test/scheduled-messages.test.ts).
    const d = deps();
    now = Math.max(now, Date.now() + 1000);
    ids.notificacao = await moved(
      'notificacoes',
      {
        titulo: `Aula extra ${tag}`,
        mensagem: 'Sábado às 9h.',
        publico: { tipo: 'unidades', ids: [ids.unidade] },
      },
      'enviada',
    );
    await d.jobs.runDue();
    expect(await read('notificacoes', ids.notificacao)).toMatchObject({ status: 'enviada', destinatarios: 5 });
  });

  it("lists the member's own items, newest first, and answers 404 for another member's", async () => {
    const token = await tokenOf(1);
    const page = (await kit.call('GET', INBOX_PATH, token)).json().data as InboxPage;
    expect(page.items[0]).toMatchObject({ tipo: 'notificacao', titulo: `Aula extra ${tag}`, lida_em: null });
    expect(page.nao_lidas).toBeGreaterThanOrEqual(1);
    const other = await kit.call('POST', `${INBOX_PATH}/${page.items[0].id}/lida`, await tokenOf(2));
    expect(other.statusCode).toBe(404);
    const stranger = await kit.call('POST', `${INBOX_PATH}/${page.items[0].id}/lida?client_id=6`, kit.admin6);
    expect(stranger.statusCode).toBe(404);
  });

  it('reads once: the unread count falls and the message counts one opening, however often it is read', async () => {
    const token = await tokenOf(3);
    const [item] = ((await kit.call('GET', INBOX_PATH, token)).json().data as InboxPage).items;
    const before = (await kit.call('GET', INBOX_UNREAD_PATH, token)).json().data.nao_lidas as number;
    for (let i = 0; i < 2; i++)
      expect((await kit.call('POST', `${INBOX_PATH}/${item.id}/lida`, token)).statusCode).toBe(200);
    expect((await kit.call('GET', INBOX_UNREAD_PATH, token)).json().data.nao_lidas).toBe(before - 1);
    expect(await read('notificacoes', ids.notificacao)).toMatchObject({ abertas: 1 });
    expect(await kit.audits('destinatarios', item.id)).toEqual([
      expect.objectContaining({ action: 'inbox.read' }),
      expect.objectContaining({ action: 'inbox.read' }),
    ]);
    // A push opened on the phone proves the delivery too.
    const opened = await kit.call('POST', `${INBOX_PATH}/${item.id}/aberta`, token);
    expect(opened.statusCode).toBe(200);
    expect(await read('notificacoes', ids.notificacao)).toMatchObject({ abertas: 1, entregues: 1 });
  });

  it('confirms an announcement that asks for it, and refuses one that does not (409)', async () => {
    const d = deps();
    const asks = await moved(
      'comunicados',
      {
        titulo: `Confirme ${tag}`,
        mensagem: '<p>Leia e confirme.</p>',
        publico: { tipo: 'membros', ids: [people[4]] },
        exige_confirmacao: true,
      },
      'enviado',
    );
    const plain = await moved(
      'comunicados',
      {
        titulo: `Aviso ${tag}`,
        mensagem: '<p>Só um aviso.</p>',
        publico: { tipo: 'membros', ids: [people[4]] },
      },
      'enviado',
    );
    await d.jobs.runDue();
    const token = await tokenOf(4);
    const items = ((await kit.call('GET', INBOX_PATH, token)).json().data as InboxPage).items;
    const item = (title: string) => items.find((i) => i.titulo === title)!;
    expect(item(`Confirme ${tag}`)).toMatchObject({
      tipo: 'comunicado',
      exige_confirmacao: true,
      mensagem: '<p>Leia e confirme.</p>',
    });
    const confirmed = await kit.call('POST', `${INBOX_PATH}/${item(`Confirme ${tag}`).id}/confirmacao`, token);
    expect(confirmed.json().data).toMatchObject({ confirmada_em: expect.any(String), lida_em: expect.any(String) });
    expect(await read('comunicados', asks)).toMatchObject({ destinatarios: 1, leituras: 1, confirmacoes: 1 });
    const refused = await kit.call('POST', `${INBOX_PATH}/${item(`Aviso ${tag}`).id}/confirmacao`, token);
    expect(refused.statusCode).toBe(409);
    expect(await read('comunicados', plain)).toMatchObject({ destinatarios: 1, leituras: 0, confirmacoes: 0 });
  });
});

describe('the reminder of an announcement that asks for confirmation', () => {
  it('makes it unread again for those who have not confirmed, and its reads fall by theirs', async () => {
    const d = deps();
    now = Math.max(now, Date.now() + 1000);
    const id = await moved(
      'comunicados',
      {
        titulo: `Lembrete ${tag}`,
        mensagem: '<p>Confirme, por favor.</p>',
        publico: { tipo: 'membros', ids: [people[1], people[2]] },
        exige_confirmacao: true,
      },
      'enviado',
    );
    await d.jobs.runDue();
    const itemOf = async (n: number) =>
      (
        (await kit.call('GET', INBOX_PATH, await kit.token(`${tag}.${n}@asta.test`, 3))).json().data as InboxPage
      ).items.find((i) => i.titulo === `Lembrete ${tag}`)!;
    const one = await kit.token(`${tag}.1@asta.test`, 3);
    const two = await kit.token(`${tag}.2@asta.test`, 3);
    await kit.call('POST', `${INBOX_PATH}/${(await itemOf(1)).id}/confirmacao`, one);
    await kit.call('POST', `${INBOX_PATH}/${(await itemOf(2)).id}/lida`, two);
    expect(await read('comunicados', id)).toMatchObject({ leituras: 2, confirmacoes: 1 });
    const remind = (target: number) =>
      kit.call('POST', `/api/v2/admin/comunicados/${target}/${ACTIONS_SEGMENT}/lembrar`, kit.admin3, {});
    const done = await remind(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.report).toMatchObject({ total: 1, done: 1 });
    expect(await itemOf(2)).toMatchObject({ lida_em: null });
    expect(await itemOf(1)).toMatchObject({ lida_em: expect.any(String), confirmada_em: expect.any(String) });
    expect(await read('comunicados', id)).toMatchObject({ leituras: 1, confirmacoes: 1 });
    // One that asks for no confirmation has nobody to remind: 409 naming why.
    const plain = await moved(
      'comunicados',
      { titulo: `Sem confirmação ${tag}`, mensagem: '<p>Oi.</p>', publico: { tipo: 'todos' } },
      'enviado',
    );
    const refused = await remind(plain);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.exige_confirmacao[0]).toMatch(/não pede confirmação/);
  });
});

describe('an announcement by e-mail', () => {
  it("writes each recipient's mail from the client's template in their language, the built-in text otherwise", async () => {
    const d = deps();
    now = Math.max(now, Date.now() + 1000);
    await create('templates-email', {
      nome: `Comunicado em inglês ${tag}`,
      chave: 'comunicado',
      idioma: 'en',
      assunto: 'News: {{titulo}}',
      corpo: 'Hi {{nome}},\n\n{{mensagem}}',
    });
    await moved(
      'comunicados',
      {
        titulo: `Reunião ${tag}`,
        mensagem: '<p>Sexta às <strong>10h</strong>.</p>',
        publico: { tipo: 'membros', ids: [people[1], people[2]] },
        por_email: true,
      },
      'enviado',
    );
    await d.jobs.runDue();
    const mails = await kit.db
      .selectFrom('outbox')
      .select(['to', 'subject', 'text'])
      .where('to', 'in', [`${tag}.1@asta.test`, `${tag}.2@asta.test`])
      .orderBy('to')
      .execute();
    expect(mails).toEqual([
      { to: `${tag}.1@asta.test`, subject: `News: Reunião ${tag}`, text: `Hi Membro ${tag} 1,\n\nSexta às 10h.` },
      expect.objectContaining({ to: `${tag}.2@asta.test`, subject: `Reunião ${tag}` }),
    ]);
    expect(mails[1].text).toContain('Sexta às 10h.');
    const statuses = await kit.db
      .selectFrom('message_recipients')
      .select('status_email')
      .where('titulo', '=', `Reunião ${tag}`)
      .execute();
    expect(statuses.map((s) => s.status_email)).toEqual(['enviado', 'enviado']);
  });
});

describe('a notification by push', () => {
  it("reaches each member's devices through the providers; receipts move the figures; a service down and back retries the rest", async () => {
    const d = deps();
    now = Math.max(now, Date.now() + 1000);
    standIn.reset();
    const app = standIn.fcmToken();
    await registerDevice(
      kit.db,
      3,
      people[1],
      { kind: 'fcm', token: app, identity: `fcm:${app}`, platform: 'android', userAgent: null },
      now,
    );
    const browser = standIn.browser();
    const subscription = JSON.stringify(browser.subscription);
    await registerDevice(
      kit.db,
      3,
      people[2],
      {
        kind: 'webpush',
        token: subscription,
        identity: `webpush:${browser.subscription.endpoint}`,
        platform: 'web',
        userAgent: null,
      },
      now,
    );
    const id = await moved(
      'notificacoes',
      {
        titulo: `Push ${tag}`,
        mensagem: 'Hoje tem aula.',
        publico: { tipo: 'membros', ids: [people[1], people[2], people[3]] },
      },
      'enviada',
    );
    await d.jobs.runDue();
    expect(await read('notificacoes', id)).toMatchObject({ destinatarios: 3, entregues: 2, abertas: 0 });
    const status = async () =>
      (
        await kit.db
          .selectFrom('message_recipients')
          .select(['usuario', 'status_push'])
          .where('notificacao_id', '=', id)
          .orderBy('usuario')
          .execute()
      ).map((r) => r.status_push);
    expect(await status()).toEqual(['entregue', 'entregue', 'sem_dispositivo']);
    expect(standIn.received.fcm[0].message).toMatchObject({ token: app, notification: { title: `Push ${tag}` } });
    expect(JSON.parse(browser.decrypt(standIn.received.webpush[0]!.body))).toMatchObject({ title: `Push ${tag}` });

    // The push service down: the members stay pending and the job waits; back, the retry delivers to them only.
    standIn.reset();
    standIn.refuse(500);
    const again = await moved(
      'notificacoes',
      { titulo: `Push 2 ${tag}`, mensagem: 'De novo.', publico: { tipo: 'membros', ids: [people[1]] } },
      'enviada',
    );
    expect(await d.jobs.runDue()).toMatchObject({ retried: 1 });
    expect(await read('notificacoes', again)).toMatchObject({ destinatarios: 1, entregues: 0 });
    standIn.accept();
    now += 60_000;
    expect(await d.jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
    expect(await read('notificacoes', again)).toMatchObject({ entregues: 1 });
    expect(standIn.received.fcm).toHaveLength(1);
  });
});
