import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionByEntity, DIGEST_PATH } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { isoAt } from '../../platform/clock.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import { outboxMailer } from '../../platform/mail/index.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { DIGEST_JOB, defineDigestJobs, runDailyDigest, type DigestDeps } from './daily.ts';

/**
 * The daily digest on a test clock: what the timers made overdue since the last digest (still so) and the failed jobs,
 * per client, once a day, in the administrator's language, from the client's template when active.
 */

const HOUR = 3_600_000;
const START = Date.parse('2030-01-10T10:00:00Z'); // 07:00 in São Paulo
let now = START;
let kit: TestKit;
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const db = () => kit.db as unknown as AnyDb;
const LGPD = tableOf(collectionByEntity('lgpd')!);
const SUPORTE = tableOf(collectionByEntity('suporte')!);

function deps(): DigestDeps {
  const clock = () => now;
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  return {
    db: kit.db,
    clock,
    config: kit.config,
    jobs,
    mailer: outboxMailer(kit.db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs),
  };
}

beforeAll(async () => {
  kit = await testKit();
  // Nothing overdue to start with: the counts below are the test's own.
  await db().updateTable(LGPD).set({ atrasada: 0 }).execute();
  await db().updateTable(SUPORTE).set({ sla_violado: 0 }).execute();
});
afterAll(() => kit.close());

/** What a timer leaves: the row marked, and an audit entry without a person, `hoursAgo` before now. */
async function markedByTimer(
  table: string,
  entity: string,
  clientId: number,
  index: number,
  values: Record<string, unknown>,
  hoursAgo = 1,
) {
  const rows = await db().selectFrom(table).select('id').where('client_id', '=', clientId).orderBy('id').execute();
  const id = Number(rows[index]!.id);
  await db().updateTable(table).set(values).where('id', '=', id).execute();
  await kit.db
    .insertInto('audit_log')
    .values({
      client_id: clientId,
      actor_user_id: null,
      action: `${entity}.update`,
      entity,
      entity_id: String(id),
      before: null,
      after: JSON.stringify(values),
      created_at: isoAt(now - hoursAgo * HOUR),
      request_id: null,
    })
    .execute();
  return id;
}

async function failedJob(clientId: number, hoursAgo: number) {
  await kit.db
    .insertInto('jobs')
    .values({
      client_id: clientId,
      kind: 'webhook.deliver',
      key: `digest-test-${clientId}-${now}-${hoursAgo}`,
      status: 'failed',
      run_at: isoAt(now - hoursAgo * HOUR),
      max_attempts: 1,
      timeout_ms: 1000,
      locked_by: null,
      locked_until: null,
      last_error: 'HTTP 500',
      created_at: isoAt(now - hoursAgo * HOUR),
      finished_at: isoAt(now - hoursAgo * HOUR),
    })
    .execute();
}

const mailsTo = (email: string) =>
  kit.db.selectFrom('outbox').select(['subject', 'text', 'client_id']).where('to', '=', email).orderBy('id').execute();

describe('the daily digest', () => {
  it('is an administrator’s own choice; a member may not ask for it', async () => {
    expect((await kit.call('GET', `${DIGEST_PATH}?client_id=3`, kit.admin3)).json().data).toEqual({ enabled: false });
    for (const token of [kit.admin3, kit.admin6]) {
      const res = await kit.call('PUT', DIGEST_PATH, token, { enabled: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await kit.call('GET', DIGEST_PATH, kit.admin3)).json().data).toEqual({ enabled: true });
    expect((await kit.call('PUT', DIGEST_PATH, kit.member3, { enabled: true })).statusCode).toBe(403);
  });

  it('counts what the timers made overdue and the failed jobs, per client, in the reader’s language, once a day', async () => {
    const admin6 = await kit.idOf('admin@fitness-link.demo');
    await kit.db.updateTable('users').set({ language: 'en' }).where('id', '=', admin6).execute();
    // Client 3: two LGPD requests and a ticket overdue since yesterday, one LGPD request overdue from before, a failed job.
    await markedByTimer(LGPD, 'lgpd', 3, 0, { atrasada: 1, status: 'recebida' });
    await markedByTimer(LGPD, 'lgpd', 3, 1, { atrasada: 1, status: 'em_andamento' });
    await markedByTimer(LGPD, 'lgpd', 3, 2, { atrasada: 1, status: 'em_andamento' }, 30);
    await markedByTimer(SUPORTE, 'suporte', 3, 0, { sla_violado: 1, status: 'aberto' });
    await failedJob(3, 2);
    // Client 6: one LGPD request and two failed jobs.
    await markedByTimer(LGPD, 'lgpd', 6, 0, { atrasada: 1, status: 'recebida' });
    await failedJob(6, 1);
    await failedJob(6, 3);

    const run = await runDailyDigest(deps());
    expect(run.sent.sort()).toEqual([`3:${await kit.idOf('admin@asta.demo')}`, `6:${admin6}`].sort());
    const [mail3] = await mailsTo('admin@asta.demo');
    expect(mail3!.client_id).toBe(3);
    expect(mail3!.subject).toBe('Resumo diário de Asta: 4 itens pedem atenção');
    expect(mail3!.text).toContain('Prazo da LGPD vencido: 2 desde o último resumo, 3 em aberto (');
    expect(mail3!.text).toContain('/lgpd?client_id=3)');
    expect(mail3!.text).toContain('SLA do chamado violado: 1 desde o último resumo, 1 em aberto');
    expect(mail3!.text).toContain('Tarefas agendadas que falharam: 1 desde o último resumo (');
    expect(mail3!.text).toContain('/tarefas-agendadas?client_id=3)');
    expect(mail3!.text).not.toContain('Ouvidoria');

    const [mail6] = await mailsTo('admin@fitness-link.demo');
    expect(mail6!.client_id).toBe(6);
    expect(mail6!.subject).toMatch(/^Daily digest of .+: 3 items need attention$/);
    expect(mail6!.text).toContain('LGPD deadline missed: 1 since the last digest, 1 open');
    expect(mail6!.text).toContain('Scheduled jobs that failed: 2 since the last digest');

    // Again the same day, even with something new: nothing more.
    now = START + 8 * HOUR;
    await failedJob(3, 0);
    expect((await runDailyDigest(deps())).sent).toEqual([]);
    expect(await mailsTo('admin@asta.demo')).toHaveLength(1);

    // The next day: only what happened since the last digest.
    now = START + 24 * HOUR;
    await runDailyDigest(deps());
    const mails = await mailsTo('admin@asta.demo');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Resumo diário de Asta: 1 item pede atenção');
    expect(mails[1]!.text).not.toContain('LGPD');
    // Client 6 had nothing new: no digest.
    expect(await mailsTo('admin@fitness-link.demo')).toHaveLength(1);
  });

  it('is written from the client’s template in the reader’s language; another client keeps the built-in one', async () => {
    now = START + 48 * HOUR;
    const res = await kit.call('POST', '/api/v2/admin/templates-email', kit.admin3, {
      nome: 'Resumo diário',
      chave: 'resumo-diario',
      idioma: 'en',
      categoria: 'sistema',
      assunto: '{{cliente}} on {{data}}: {{total}}',
      corpo: 'Hi {{nome}}\n\n{{resumo}}\n\n{{link}}',
      ativo: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    await kit.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'admin@asta.demo').execute();
    await failedJob(3, 1);
    await failedJob(6, 1);
    await runDailyDigest(deps());
    const mail3 = (await mailsTo('admin@asta.demo')).at(-1)!;
    expect(mail3.subject).toBe('Asta on 12/01/2030: 1');
    expect(mail3.text).toContain('Scheduled jobs that failed: 1 since the last digest');
    const mail6 = (await mailsTo('admin@fitness-link.demo')).at(-1)!;
    expect(mail6.subject).toMatch(/^Daily digest of /);
  });

  it('runs every morning on the job queue', async () => {
    now = START;
    const d = deps();
    defineDigestJobs(d);
    await d.jobs.runDue();
    const keys = await kit.db.selectFrom('jobs').select('key').where('kind', '=', DIGEST_JOB).execute();
    expect(keys.map((k) => k.key)).toContain(`${DIGEST_JOB}@2030-01-11T10:00:00.000Z`);
  });
});
