import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_WINDOW_HOURS } from '@console/contract';
import { loadConfig } from '../../config.ts';
import { toMillis } from '../../db/dialects/index.ts';
import { isoAt } from '../../platform/clock.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import { outboxMailer, retryPolicyOf, type Mail } from '../../platform/mail/index.ts';
import { seededDatabase } from '../../test/context.ts';
import { defineProjectJobs, PROJECT_DEADLINES_JOB, runProjectReminders, type ReminderDeps } from './reminders.ts';

/** The deadline job on a fake clock: reminders within the window once per deadline, overdue marks once, by client. */

const HOUR = 3_600_000;
const START = Date.parse('2026-03-10T12:00:00Z');
const database = seededDatabase();
let now = START;
const sent: Mail[] = [];
let deps: ReminderDeps;
let sessions: Record<number, number>;
let people: Record<string, number>;

const userId = async (email: string) =>
  (await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  const db = database.db;
  // The demo projects have deadlines of their own; these tests count only their fixtures.
  await db.deleteFrom('project_sessions').execute();
  const config = loadConfig({
    NODE_ENV: 'test',
    CONSOLE_DIR: '/nonexistent-console',
    PUBLIC_URL: 'https://console.example.com',
  });
  const clock = () => now;
  const transport = { send: async (mail: Mail) => void sent.push(mail), close() {} };
  deps = {
    db,
    clock,
    config,
    mailer: outboxMailer(db, transport, clock, retryPolicyOf(config), jobQueue(db, database.sql.name, clock)),
  };
  people = {
    admin3: await userId('admin@asta.demo'),
    member3: await userId('member@asta.demo'),
    ana3: await userId('ana@asta.demo'),
    admin6: await userId('admin@fitness-link.demo'),
    member6: await userId('member@fitness-link.demo'),
  };
  sessions = {};
  for (const clientId of [3, 6]) {
    const row = await db
      .insertInto('project_sessions')
      .values({
        client_id: clientId,
        title: `Edital ${clientId}`,
        description: '',
        banner: null,
        submission_start: '2026-01-01',
        submission_end: '2026-02-28',
        review_deadline: '2026-04-30',
        criteria: '[]',
        status: 'em_avaliacao',
        created_at: isoAt(START),
        updated_at: isoAt(START),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sessions[clientId] = row.id;
  }
});

/** A project forwarded to `assignee` (null: to a stage only) with its deadline `dueIn` hours from START. */
async function forwarded(
  clientId: 3 | 6,
  title: string,
  assignee: number | null,
  dueIn: number,
  status = 'encaminhado',
): Promise<number> {
  const row = await database.db
    .insertInto('projects')
    .values({
      client_id: clientId,
      session_id: sessions[clientId],
      proponent_id: clientId === 3 ? people.member3 : people.member6,
      title,
      summary: 'Resumo do projeto de teste.',
      objectives: 'Objetivos do projeto de teste.',
      target_audience: 'Jovens',
      budget_cents: 1_000_000,
      start_date: '2026-05-01',
      end_date: '2026-12-31',
      attachments: '[]',
      team: '[]',
      status,
      assignee_id: assignee,
      stage: 'Comissão técnica',
      due_at: isoAt(START + dueIn * HOUR),
      submitted_at: isoAt(START - 72 * HOUR),
      created_at: isoAt(START - 96 * HOUR),
      updated_at: isoAt(START - 24 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const eventsOf = (id: number) =>
  database.db.selectFrom('project_events').selectAll().where('project_id', '=', id).orderBy('id').execute();
const projectOf = (id: number) =>
  database.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outboxTo = (to: string) =>
  database.db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id').execute();
const at = (hours: number) => {
  now = START + hours * HOUR;
};

describe('runProjectReminders', () => {
  let soon: number, later: number, late: number, stageOnly: number, analysed: number, other6: number, far6: number;

  beforeAll(async () => {
    at(0);
    soon = await forwarded(3, 'Horta na escola', people.admin3, 30);
    later = await forwarded(3, 'Biblioteca comunitária', people.ana3, REMINDER_WINDOW_HOURS + 12);
    late = await forwarded(3, 'Cozinha solidária', people.ana3, -1);
    stageOnly = await forwarded(3, 'Feira agroecológica', null, 10);
    // A deadline left behind by a project that moved on is not the job's business.
    analysed = await forwarded(3, 'Rádio da escola', people.admin3, 5, 'em_analise');
    other6 = await forwarded(6, 'Corrida solidária', people.admin6, 20);
    far6 = await forwarded(6, 'Yoga no parque', people.admin6, 200);
  });

  it('reminds within the window, marks the past deadline overdue, and leaves the rest', async () => {
    const run = await runProjectReminders(deps);
    expect(run.reminded.sort()).toEqual([soon, stageOnly, other6].sort());
    expect(run.overdue).toEqual([late]);

    expect(await projectOf(soon)).toMatchObject({ overdue: 0 });
    expect(toMillis((await projectOf(soon)).reminded_at!)).toBe(START);
    const [reminder] = await eventsOf(soon);
    expect(reminder).toMatchObject({
      client_id: 3,
      kind: 'lembrete',
      internal: 1,
      actor_id: null,
      from_status: null,
      to_status: null,
    });
    expect(reminder.text).toContain('Lembrete enviado a Administrador Asta');
    expect(JSON.parse(reminder.data!)).toEqual({ deadline: isoAt(START + 30 * HOUR) });

    const overdue = await projectOf(late);
    expect(overdue.overdue).toBe(1);
    expect(overdue.status).toBe('encaminhado');
    expect((await eventsOf(late)).map((e) => [e.kind, e.internal])).toEqual([['atraso', 1]]);

    for (const id of [later, analysed, far6]) {
      expect(await eventsOf(id)).toEqual([]);
      expect(await projectOf(id)).toMatchObject({ reminded_at: null, overdue: 0 });
    }
  });

  it('mails the assignee of each project, in the client of the project', async () => {
    const admin3 = await outboxTo('admin@asta.demo');
    expect(admin3).toHaveLength(1);
    expect(admin3[0]).toMatchObject({ client_id: 3, subject: 'Prazo da avaliação se aproximando: Horta na escola' });
    expect(admin3[0].text).toMatch(/https:\/\/console\.example\.com\/projetos\/projeto\/\d+\?client_id=3/);
    expect(admin3[0].text).toContain('na etapa "Comissão técnica"');
    const ana = await outboxTo('ana@asta.demo');
    expect(ana.map((m) => m.subject)).toEqual(['Prazo vencido: Cozinha solidária']);
    const admin6 = await outboxTo('admin@fitness-link.demo');
    expect(admin6.map((m) => [m.client_id, m.subject])).toEqual([
      [6, 'Prazo da avaliação se aproximando: Corrida solidária'],
    ]);
    // Delivered after commit through the transport; a stage without a person mails no one but is still recorded.
    expect(sent.map((m) => m.to).sort()).toEqual(['admin@asta.demo', 'admin@fitness-link.demo', 'ana@asta.demo']);
    expect((await eventsOf(stageOnly)).map((e) => e.kind)).toEqual(['lembrete']);
    expect((await eventsOf(other6))[0].client_id).toBe(6);
  });

  it('sends nothing more when it runs again', async () => {
    const outboxBefore = (await database.db.selectFrom('outbox').select('id').execute()).length;
    expect(await runProjectReminders(deps)).toEqual({ reminded: [], overdue: [] });
    at(6);
    expect(await runProjectReminders(deps)).toEqual({ reminded: [], overdue: [] });
    expect((await database.db.selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore);
    expect(await eventsOf(soon)).toHaveLength(1);
    expect(await eventsOf(late)).toHaveLength(1);
  });

  it('reminds a project once its deadline enters the window, and marks a reminded one overdue once it passes', async () => {
    at(13);
    expect((await runProjectReminders(deps)).reminded).toEqual([later]);
    expect((await outboxTo('ana@asta.demo')).map((m) => m.subject)).toEqual([
      'Prazo vencido: Cozinha solidária',
      'Prazo da avaliação se aproximando: Biblioteca comunitária',
    ]);

    at(31);
    const run = await runProjectReminders(deps);
    expect(run).toEqual({ reminded: [], overdue: [other6, soon] });
    expect((await eventsOf(soon)).map((e) => e.kind)).toEqual(['lembrete', 'atraso']);
    expect((await outboxTo('admin@asta.demo')).map((m) => m.subject)).toEqual([
      'Prazo da avaliação se aproximando: Horta na escola',
      'Prazo vencido: Horta na escola',
    ]);
    expect(await runProjectReminders(deps)).toEqual({ reminded: [], overdue: [] });
    expect(await eventsOf(far6)).toEqual([]);
  });

  it('reminds again for a new deadline, not for the one already reminded', async () => {
    // Forwarded again with a later deadline, the old reminder still on the row.
    const due = START + 100 * HOUR;
    await database.db
      .updateTable('projects')
      .set({ due_at: isoAt(due), overdue: 0 })
      .where('id', '=', soon)
      .execute();
    at(40);
    expect((await runProjectReminders(deps)).reminded).toEqual([]);
    at(60);
    expect((await runProjectReminders(deps)).reminded).toEqual([soon]);
    expect(await runProjectReminders(deps)).toEqual({ reminded: [], overdue: [] });
    expect((await eventsOf(soon)).map((e) => e.kind)).toEqual(['lembrete', 'atraso', 'lembrete']);
  });
});

describe('the deadline job', () => {
  afterAll(async () => {
    await database.db.deleteFrom('projects').execute();
  });

  it('runs on the job queue every hour, once per hour whatever the instances', async () => {
    at(200);
    const first = await forwarded(3, 'Teatro na escola', people.admin3, 210);
    const queues = [0, 1].map(() => {
      const jobs = jobQueue(database.db, database.sql.name, () => now);
      defineProjectJobs({ ...deps, jobs });
      return jobs;
    });
    await Promise.all(queues.map((q) => q.runDue()));
    // Written for the next hour, not run yet.
    expect(await eventsOf(first)).toEqual([]);
    now = (Math.floor(now / HOUR) + 1) * HOUR;
    const runs = await Promise.all(queues.map((q) => q.runDue()));
    expect(runs.reduce((n, r) => n + r.done, 0)).toBe(1);
    expect((await eventsOf(first)).map((e) => e.kind)).toEqual(['lembrete']);

    // A project forwarded meanwhile waits for the next hour.
    const second = await forwarded(3, 'Clube de leitura', people.admin3, 220);
    now += HOUR / 2;
    await Promise.all(queues.map((q) => q.runDue()));
    expect(await eventsOf(second)).toEqual([]);
    now += HOUR / 2;
    await Promise.all(queues.map((q) => q.runDue()));
    expect((await eventsOf(second)).map((e) => e.kind)).toEqual(['lembrete']);
    expect((await eventsOf(first)).map((e) => e.kind)).toEqual(['lembrete']);
    const { n } = await database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', PROJECT_DEADLINES_JOB)
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
  });
});
