import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userKeys } from '../db/search-keys.ts';
import { domainEvents } from '../platform/domain-events.ts';
import { jobQueue } from '../platform/jobs/index.ts';
import { outboxMailer } from '../platform/mail/index.ts';
import { defineCollectionTimers, runCollectionTimers } from '../modules/collections/timers.ts';
import { collectionWrites } from '../modules/collections/write-path.ts';
import { defineMessageJobs } from '../modules/messages/jobs.ts';
import { pushProviders } from '../platform/push/providers.ts';
import { loadConfig } from '../config.ts';
import { testKit, type TestKit } from './kit.ts';

/**
 * Across two modules (issue 29): an announcement scheduled to a group goes out by itself at its moment on a test
 * clock. The collections' timers move it to "enviado"; that move enqueues its send (modules/messages), which
 * materialises exactly the group's active members, once, however often it runs.
 */

let kit: TestKit;
let now = Date.now();
const clock = () => now;
const HOUR = 3_600_000;
const tag = `s${process.pid}${Date.now() % 100000}`;
const members: number[] = [];
let group = 0;

function deps() {
  const events = domainEvents();
  const { writer } = collectionWrites({ sql: kit.database.sql, clock, realtime: kit.realtime, events });
  events.useWriter(writer);
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  const mailer = outboxMailer(kit.db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs);
  const made = {
    db: kit.db,
    clock,
    jobs,
    realtime: kit.realtime,
    mailer,
    events,
    config: kit.config,
    collections: writer,
    push: pushProviders(loadConfig({ NODE_ENV: 'test' })),
  };
  defineMessageJobs(made);
  defineCollectionTimers(made);
  return made;
}

const read = async (id: number) =>
  (await kit.call('GET', `/api/v2/admin/comunicados/${id}`, kit.admin3)).json().data as Record<string, unknown>;

beforeAll(async () => {
  kit = await testKit();
  await kit.db.updateTable('jobs').set({ status: 'done' }).where('kind', 'like', 'messages.%').execute();
  const made = await kit.call('POST', '/api/v2/admin/grupos', kit.admin3, { name: `Grupo ${tag}` });
  group = (made.json() as { data: { id: number } }).data.id;
  for (let n = 0; n < 4; n++) {
    const name = `Agendado ${tag} ${n}`;
    const row = await kit.db
      .insertInto('users')
      .values({
        client_id: 3,
        name,
        ...userKeys(name),
        email: `${tag}.${n}@asta.test`,
        password_hash: 'x',
        language: 'pt-br',
        role: 'member',
        // The last one is blocked: never a recipient.
        status: n === 3 ? 'blocked' : 'active',
        created_at: new Date(now).toISOString(),
        group_id: group,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    members.push(row.id);
  }
}, 120_000);
afterAll(async () => kit?.close());

describe('an announcement scheduled to a group', () => {
  it('goes out at its moment to exactly the group, once, with its figures counted from the recipients', async () => {
    const d = deps();
    now = Math.max(now, Date.now() + 1000);
    const created = await kit.call('POST', '/api/v2/admin/comunicados', kit.admin3, {
      titulo: `Reunião geral ${tag}`,
      mensagem: '<p>Sexta às 10h.</p>',
      publico: { tipo: 'grupos', ids: [group] },
      agendado_para: new Date(now + HOUR).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    const scheduled = await kit.call('PUT', `/api/v2/admin/comunicados/${id}`, kit.admin3, { status: 'agendado' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);

    await runCollectionTimers(d);
    await d.jobs.runDue();
    expect(await read(id)).toMatchObject({ status: 'agendado', destinatarios: 0, enviado_em: null });

    now += 2 * HOUR;
    await runCollectionTimers(d);
    await d.jobs.runDue();
    const sent = await read(id);
    expect(sent).toMatchObject({ status: 'enviado', destinatarios: 3, leituras: 0, confirmacoes: 0 });
    expect(Date.parse(String(sent.enviado_em))).toBe(now);
    const recipients = await kit.db
      .selectFrom('message_recipients')
      .select('usuario')
      .where('comunicado_id', '=', id)
      .orderBy('usuario')
      .execute();
    expect(recipients.map((r) => r.usuario)).toEqual(members.slice(0, 3));

    // The send again (a retry, a second move) reaches nobody twice.
    await d.jobs.enqueue(kit.db, {
      kind: 'messages.send',
      clientId: 3,
      payload: { entity: 'comunicados', id },
      key: `again-${id}`,
    });
    await d.jobs.runDue();
    expect((await read(id)).destinatarios).toBe(3);
  });
});
