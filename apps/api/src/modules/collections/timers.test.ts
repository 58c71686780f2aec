import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { collectionByEntity, type CollectionDef } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { domainEvents } from '../../platform/domain-events.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import { outboxMailer } from '../../platform/mail/index.ts';
import { pathOf, collectionSuite } from './test-kit.ts';
import { COLLECTION_TIMERS_JOB, defineCollectionTimers, runCollectionTimers, type TimerDeps } from './timers.ts';
import { collectionWrites } from './write-path.ts';

/** The collections' timers on a test clock: publish, expire, fall due, mark overdue; once; audited as the platform. */

const suite = collectionSuite();
const NOW = Date.parse('2026-06-10T15:00:00Z'); // 12:00 in São Paulo
let now = NOW;
const HOUR = 3_600_000;

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const db = () => suite.kit.db as unknown as AnyDb;
const def = (entity: string) => collectionByEntity(entity)!;

/** The collections' write path on the test clock, with a domain-event bus of its own (no effects: timers alone). */
function writerOn(clock: () => number) {
  const events = domainEvents();
  const { writer } = collectionWrites({ sql: suite.kit.database.sql, clock, realtime: suite.kit.realtime, events });
  events.useWriter(writer);
  return writer;
}

function timerDeps(): TimerDeps {
  const clock = () => now;
  const kit = suite.kit;
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  return {
    db: kit.db,
    clock,
    config: kit.config,
    jobs,
    collections: writerOn(clock),
    mailer: outboxMailer(kit.db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs),
  };
}

/** A demo row of client `clientId`, set as the test needs it (straight to the table: the setup, not the subject). */
async function rowWith(collection: CollectionDef, values: Record<string, unknown>, clientId = 3): Promise<number> {
  const row = await db()
    .selectFrom(tableOf(collection))
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await db().updateTable(tableOf(collection)).set(values).where('id', '=', id).execute();
  return id;
}
const read = async (collection: CollectionDef, id: number) =>
  db().selectFrom(tableOf(collection)).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = (entity: string, id: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
const mailsTo = async (userId: number) => {
  const { email } = await suite.kit.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return suite.kit.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', email).execute();
};

describe('collection timers', () => {
  it('publishes a scheduled news item at its moment, once, as the platform', async () => {
    now = NOW;
    const noticias = def('noticias');
    const id = await rowWith(noticias, { status: 'agendado', publicada_em: new Date(NOW + HOUR).toISOString() });
    await runCollectionTimers(timerDeps());
    expect((await read(noticias, id)).status).toBe('agendado');
    now = NOW + HOUR;
    expect((await runCollectionTimers(timerDeps())).fired).toContain(`noticias:${id}`);
    expect((await read(noticias, id)).status).toBe('publicado');
    const trail = await audits('noticias', id);
    expect(trail.map((a) => [a.action, a.actor_user_id])).toEqual([
      ['noticias.transition', null],
      ['noticias.update', null],
    ]);
    // Again: nothing more.
    expect((await runCollectionTimers(timerDeps())).fired).not.toContain(`noticias:${id}`);
    expect(await audits('noticias', id)).toHaveLength(2);
  });

  it('publishes a dated page as its day starts in the client’s zone, and expires an invitation once its day is over', async () => {
    now = NOW;
    const blog = def('blog');
    const convites = def('convites');
    const post = await rowWith(blog, { status: 'agendado', publicado_em: '2026-06-11' });
    const invite = await rowWith(convites, { status: 'enviado', expira_em: '2026-06-10' });
    await runCollectionTimers(timerDeps());
    expect((await read(blog, post)).status).toBe('agendado');
    // The invitation's last day is still running.
    expect((await read(convites, invite)).status).toBe('enviado');
    // 00:00 in São Paulo on the 11th is 03:00 UTC.
    now = Date.parse('2026-06-11T02:59:00Z');
    await runCollectionTimers(timerDeps());
    expect((await read(blog, post)).status).toBe('agendado');
    now = Date.parse('2026-06-11T03:00:00Z');
    await runCollectionTimers(timerDeps());
    expect((await read(blog, post)).status).toBe('publicado');
    expect((await read(convites, invite)).status).toBe('expirado');
  });

  it('an invoice falls due and tells its member by e-mail in their language', async () => {
    now = NOW;
    const faturas = def('faturas');
    const member = await suite.kit.idOf('member@asta.demo');
    await suite.kit.db.deleteFrom('outbox').execute();
    const id = await rowWith(faturas, {
      status: 'aberta',
      vencimento: '2026-06-09',
      usuario: member,
      numero: 'NF-TIMER-1',
    });
    await runCollectionTimers(timerDeps());
    expect((await read(faturas, id)).status).toBe('vencida');
    const mails = await mailsTo(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Fatura vencida: NF-TIMER-1');
    expect(mails[0]!.text).toContain(`/faturas/${id}?client_id=3`);
  });

  it('an LGPD request’s deadline is 15 days from receipt, never typed; past it the request is marked overdue, its state kept', async () => {
    now = NOW;
    const lgpd = def('lgpd');
    const admin = await suite.kit.idOf('admin@asta.demo');
    // A row from before the mark existed holds null, and is marked as well.
    const id = await rowWith(lgpd, { status: 'em_andamento', responsavel: admin, atrasada: null });
    const typed = await suite.kit.call('PUT', pathOf('lgpd', { id }), suite.kit.admin3, { prazo: '2030-01-01' });
    expect(typed.statusCode).toBe(422);
    const res = await suite.kit.call('PUT', pathOf('lgpd', { id }), suite.kit.admin3, { recebida_em: '2026-05-20' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.prazo).toBe('2026-06-04');
    const done = await rowWith(lgpd, { status: 'concluida', prazo: '2026-06-01', atrasada: 0 }, 6);
    await suite.kit.db.deleteFrom('outbox').execute();
    await runCollectionTimers(timerDeps());
    expect(await read(lgpd, id)).toMatchObject({ status: 'em_andamento', atrasada: 1 });
    expect(await read(lgpd, done)).toMatchObject({ status: 'concluida', atrasada: 0 });
    expect((await mailsTo(admin)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Prazo da LGPD vencido: /)]);
    const marked = await suite.kit.call('PUT', pathOf('lgpd', { id }), suite.kit.admin3, { atrasada: false });
    expect(marked.statusCode).toBe(422);
  });

  it('a ticket’s SLA follows its priority; an urgent one unresolved for 4 hours is marked breached', async () => {
    now = NOW;
    const suporte = def('suporte');
    const id = await rowWith(suporte, { status: 'aberto', sla_violado: 0 });
    const opened = new Date(NOW - 3 * HOUR).toISOString();
    const res = await suite.kit.call('PUT', pathOf('suporte', { id }), suite.kit.admin3, {
      aberto_em: opened,
      prioridade: 'urgente',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.prazo_sla).toBe(new Date(NOW + HOUR).toISOString());
    await runCollectionTimers(timerDeps());
    expect((await read(suporte, id)).sla_violado).toBe(0);
    now = NOW + HOUR;
    await runCollectionTimers(timerDeps());
    expect(await read(suporte, id)).toMatchObject({ status: 'aberto', sla_violado: 1 });
    // A low priority would have given it 72 hours.
    const low = await suite.kit.call('PUT', pathOf('suporte', { id }), suite.kit.admin3, { prioridade: 'baixa' });
    expect(low.json().data.prazo_sla).toBe(new Date(NOW - 3 * HOUR + 72 * HOUR).toISOString());
  });

  it('runs every minute on the job queue', async () => {
    now = NOW;
    const deps = timerDeps();
    defineCollectionTimers(deps);
    await deps.jobs.runDue();
    const certificados = def('certificados');
    const id = await rowWith(certificados, { status: 'valido', valido_ate: '2026-06-09' });
    now = NOW + 60_000;
    expect(await deps.jobs.runDue()).toMatchObject({ done: 1 });
    expect((await read(certificados, id)).status).toBe('expirado');
    const kinds = await suite.kit.db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', COLLECTION_TIMERS_JOB)
      .execute();
    expect(kinds.length).toBeGreaterThanOrEqual(2);
  });
});
