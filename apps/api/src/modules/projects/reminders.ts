import type { FastifyInstance } from 'fastify';
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
 * The daily deadline job (docs/projects.md): for every client, a forwarded project whose deadline falls within
 * REMINDER_WINDOW_HOURS reminds its assignee once per deadline; one whose deadline passed is marked overdue once.
 * Each step is one transaction: the project's row, an internal timeline entry ('lembrete' or 'atraso') and the
 * assignee's mail in the outbox, delivered after commit. Running it again sends nothing more.
 */

export type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

const WINDOW_MS = REMINDER_WINDOW_HOURS * 3_600_000;
/** The first run waits for the server to settle after start; then one run a day. */
export const FIRST_RUN_DELAY_MS = 15_000;
const RUN_EVERY_MS = 24 * 3_600_000;

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

export interface ReminderSchedule {
  firstDelayMs?: number;
  everyMs?: number;
  /** Told after each run once the next one is scheduled (null when the run failed). */
  onRun?: (run: ReminderRun | null) => void;
}

/**
 * Runs the job `firstDelayMs` after the app is ready, then every `everyMs`. The timer never holds the process open
 * and stops when the app closes, which waits for a run in progress before the database closes.
 */
export function scheduleProjectReminders(
  app: FastifyInstance,
  deps: ReminderDeps,
  { firstDelayMs = FIRST_RUN_DELAY_MS, everyMs = RUN_EVERY_MS, onRun }: ReminderSchedule = {},
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = async (): Promise<ReminderRun | null> => {
    try {
      const run = await runProjectReminders(deps);
      if (run.reminded.length || run.overdue.length)
        app.log.info({ reminded: run.reminded, overdue: run.overdue }, 'project deadlines: reminders sent');
      return run;
    } catch (error) {
      app.log.error({ err: error }, 'project deadlines: the daily job failed');
      return null;
    }
  };
  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then((run) => {
        running = undefined;
        next(everyMs);
        onRun?.(run);
      });
    }, delay);
    timer.unref();
  };
  app.addHook('onReady', async () => next(firstDelayMs));
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
