import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../../platform/clock.ts';
import { jobQueue } from '../../platform/jobs/index.ts';
import { outboxMailer } from '../../platform/mail/index.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { runProjectReminders, type ReminderDeps } from './reminders.ts';

/**
 * Issue 29: the deadline reminder and the overdue notice are written from the client's template (`prazo-avaliacao`,
 * `prazo-vencido`) in the assignee's language when one is active; else the built-in mail; another client's template
 * is never used.
 */

const HOUR = 3_600_000;
const START = Date.parse('2026-03-10T12:00:00Z');
let kit: TestKit;
let deps: ReminderDeps;
const sessions: Record<number, number> = {};

beforeAll(async () => {
  kit = await testKit();
  await kit.db.deleteFrom('project_sessions').execute();
  const clock = () => START;
  const jobs = jobQueue(kit.db, kit.database.sql.name, clock);
  deps = {
    db: kit.db,
    clock,
    config: kit.config,
    mailer: outboxMailer(kit.db, null, clock, { baseMs: 1000, maxMs: 1000, attempts: 1 }, jobs),
  };
  for (const clientId of [3, 6]) {
    const row = await kit.db
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
afterAll(() => kit.close());

async function forwarded(clientId: 3 | 6, title: string, assignee: number, dueIn: number): Promise<number> {
  const proponent = await kit.idOf(clientId === 3 ? 'member@asta.demo' : 'member@fitness-link.demo');
  const row = await kit.db
    .insertInto('projects')
    .values({
      client_id: clientId,
      session_id: sessions[clientId]!,
      proponent_id: proponent,
      title,
      summary: 'Resumo.',
      objectives: 'Objetivos.',
      target_audience: 'Jovens',
      budget_cents: 100_000,
      start_date: '2026-05-01',
      end_date: '2026-12-31',
      attachments: '[]',
      team: '[]',
      status: 'encaminhado',
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

async function template(token: string, body: Record<string, unknown>) {
  const res = await kit.call('POST', '/api/v2/admin/templates-email', token, {
    nome: `Prazo ${String(body.chave)} ${String(body.idioma)} ${token.slice(0, 6)}`,
    categoria: 'transacional',
    ativo: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const mailsTo = (email: string) =>
  kit.db.selectFrom('outbox').select(['subject', 'text', 'client_id']).where('to', '=', email).orderBy('id').execute();

describe('deadline mails from the client’s templates', () => {
  it('the reminder and the overdue notice follow the assignee’s language; absent or inactive, the built-in mail', async () => {
    const ana = await kit.idOf('ana@asta.demo');
    const admin3 = await kit.idOf('admin@asta.demo');
    const admin6 = await kit.idOf('admin@fitness-link.demo');
    await kit.db.updateTable('users').set({ language: 'en' }).where('id', 'in', [ana, admin6]).execute();
    await template(kit.admin3, {
      chave: 'prazo-avaliacao',
      idioma: 'en',
      assunto: 'Reminder: {{projeto}} by {{prazo}}',
      corpo: 'Hi {{nome}}, {{projeto}} ({{etapa}}) at {{cliente}} is due.\n\n{{link}}',
    });
    // Overdue: only an inactive English one, and a Portuguese one (Ana reads English).
    await template(kit.admin3, { chave: 'prazo-vencido', idioma: 'en', assunto: 'Late', corpo: 'x', ativo: false });
    await template(kit.admin3, {
      chave: 'prazo-vencido',
      idioma: 'pt-br',
      assunto: 'Atrasado {{projeto}}',
      corpo: 'y',
    });

    const soon = await forwarded(3, 'Horta na escola', ana, 10);
    await forwarded(3, 'Cozinha solidária', ana, -1);
    await forwarded(3, 'Rádio da escola', admin3, 12);
    await forwarded(6, 'Corrida solidária', admin6, 10);
    await runProjectReminders(deps);

    const toAna = await mailsTo('ana@asta.demo');
    expect(toAna.map((m) => m.subject).sort()).toEqual(
      [expect.stringMatching(/^Reminder: Horta na escola by /), 'Prazo vencido: Cozinha solidária'].sort(),
    );
    const reminder = toAna.find((m) => m.subject.startsWith('Reminder'))!;
    expect(reminder.text).toContain('Hi Ana');
    expect(reminder.text).toContain('Horta na escola (Comissão técnica) at Asta is due.');
    expect(reminder.text).toContain(`/projetos/`);
    expect(reminder.text).toContain(String(soon));
    // The Portuguese reader of client 3 has no template in Portuguese for reminders: the built-in mail.
    expect((await mailsTo('admin@asta.demo')).map((m) => m.subject)).toEqual([
      'Prazo da avaliação se aproximando: Rádio da escola',
    ]);
    // Client 6's English reader never gets client 3's template.
    const six = await mailsTo('admin@fitness-link.demo');
    expect(six.map((m) => [m.subject, m.client_id])).toEqual([
      ['Prazo da avaliação se aproximando: Corrida solidária', 6],
    ]);
  });
});
