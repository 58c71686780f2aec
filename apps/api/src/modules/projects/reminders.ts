import { colorConfig, projectReviewPath, REMINDER_WINDOW_HOURS } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { fromTemplate } from '../../platform/mail/client-template.ts';
import { brandedMail } from '../../platform/mail/template.ts';
import { welcomeClient } from '../../platform/welcome-repo.ts';
import { deliverAll, formatDeadline } from './notify.ts';
import { remindersRepo, type DeadlineRow } from './reminders-repo.ts';

/**
 * The deadline pass (docs/projects.md), an hourly job of the queue: for every client, a forwarded project whose deadline falls within
 * REMINDER_WINDOW_HOURS reminds its assignee once per deadline; one whose deadline passed is marked overdue once.
 * Each step is one transaction: the project's row, an internal timeline entry ('lembrete' or 'atraso') and the
 * assignee's mail in the outbox, delivered after commit. Running it again sends nothing more.
 */

export type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

const WINDOW_MS = REMINDER_WINDOW_HOURS * 3_600_000;
export interface ReminderRun {
  /** Ids of the projects reminded and marked overdue by this run. */
  reminded: number[];
  overdue: number[];
}

type ClientLook = { name: string; colors: ReturnType<typeof colorConfig.parse> } | null;

export async function runProjectReminders(deps: ReminderDeps): Promise<ReminderRun> {
  const now = deps.clock();
  const at = isoAt(now);
  const run: ReminderRun = { reminded: [], overdue: [] };
  const clients = new Map<number, ClientLook>();
  const clientOf = async (trx: DbOrTx, id: number): Promise<ClientLook> => {
    if (!clients.has(id)) {
      const row = await welcomeClient(trx, id);
      clients.set(id, row ? { name: row.name, colors: colorConfig.parse(JSON.parse(row.config)) } : null);
    }
    return clients.get(id)!;
  };

  for (const row of await remindersRepo(deps.db).openDeadlines(isoAt(now + WINDOW_MS))) {
    const due = toMillis(row.due_at);
    const dueAt = isoAt(due);
    const late = due <= now;
    // A reminder recorded before this deadline's window was for an earlier deadline.
    if (!late && row.reminded_at !== null && toMillis(row.reminded_at) >= due - WINDOW_MS) continue;
    const outbox = await deps.db.transaction().execute(async (trx) => {
      const repo = remindersRepo(trx);
      const claimed = late
        ? await repo.claimOverdue(row.client_id, row.id, dueAt, at)
        : await repo.claimReminder(row.client_id, row.id, dueAt, isoAt(due - WINDOW_MS), at);
      if (!claimed) return undefined;
      const mailTo = row.assignee_id !== null && row.assignee_live ? row.assignee_name : null;
      await repo.insertEvent({
        client_id: row.client_id,
        project_id: row.id,
        kind: late ? 'atraso' : 'lembrete',
        from_status: null,
        to_status: null,
        actor_id: null,
        text: late
          ? `Prazo de ${formatDeadline(dueAt)} vencido sem retorno.`
          : `${mailTo ? `Lembrete enviado a ${mailTo}: o` : 'O'} prazo vence em ${formatDeadline(dueAt)}.`,
        internal: 1,
        data: JSON.stringify({ deadline: dueAt }),
        created_at: at,
      });
      if (!mailTo) return null;
      const client = await clientOf(trx, row.client_id);
      if (!client) return null;
      // The client's template for the reminder or the overdue notice in the assignee's language, else ours.
      const mail = await fromTemplate(
        trx,
        row.client_id,
        late ? 'prazo-vencido' : 'prazo-avaliacao',
        {
          to: row.assignee_email!,
          clientName: client.name,
          colors: client.colors,
          language: row.assignee_language ?? 'pt-br',
          values: {
            nome: row.assignee_name!,
            cliente: client.name,
            projeto: row.title,
            etapa: row.stage ?? '',
            prazo: formatDeadline(dueAt),
            link: reviewLink(deps, row),
          },
        },
        () => deadlineMail(deps, row, client, dueAt, late),
      );
      return deps.mailer.enqueue(trx, row.client_id, mail);
    });
    if (outbox === undefined) continue;
    (late ? run.overdue : run.reminded).push(row.id);
    await deliverAll(deps, [outbox]);
  }
  return run;
}

const reviewLink = (deps: ReminderDeps, row: DeadlineRow) =>
  `${deps.config.PUBLIC_URL}${projectReviewPath(row.id)}?client_id=${row.client_id}`;

function deadlineMail(
  deps: ReminderDeps,
  row: DeadlineRow,
  client: NonNullable<ClientLook>,
  dueAt: string,
  late: boolean,
) {
  const where = row.stage ? ` na etapa "${row.stage}"` : '';
  return brandedMail({
    to: row.assignee_email!,
    subject: late ? `Prazo vencido: ${row.title}` : `Prazo da avaliação se aproximando: ${row.title}`,
    clientName: client.name,
    colors: client.colors,
    userName: row.assignee_name!,
    paragraphs: late
      ? [
          `O prazo da avaliação do projeto "${row.title}"${where} venceu em ${formatDeadline(dueAt)}.`,
          'O projeto aparece como atrasado para a equipe até que você registre seu parecer ou o devolva a quem o encaminhou.',
        ]
      : [
          `O projeto "${row.title}" está com você${where} e o prazo da avaliação vence em ${formatDeadline(dueAt)}.`,
          'Registre seu parecer ou devolva o projeto a quem o encaminhou antes do prazo.',
        ],
    action: {
      label: 'Abrir o projeto',
      href: reviewLink(deps, row),
    },
    note: 'Você recebeu este e-mail porque um projeto foi encaminhado a você neste cliente.',
  });
}

/** The deadline pass's kind on the job queue: every hour on the hour; a pass that finds nothing new sends nothing. */
export const PROJECT_DEADLINES_JOB = 'projects.deadlines';
const PROJECT_DEADLINES_EVERY = '0 * * * *';

/** Puts the deadline pass on the job queue (platform/jobs): one run per hour, on one instance, retried if it fails. */
export function defineProjectJobs(deps: ReminderDeps & Pick<AppDeps, 'jobs'>): void {
  deps.jobs.define({
    kind: PROJECT_DEADLINES_JOB,
    every: PROJECT_DEADLINES_EVERY,
    timeoutMs: 10 * 60_000,
    attempts: 3,
    async run() {
      await runProjectReminders(deps);
    },
  });
}
