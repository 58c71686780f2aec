import { COLLECTIONS, colorConfig, type CollectionDef, type Language, type Timer } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { fromTemplate } from '../../platform/mail/client-template.ts';
import { welcomeClient } from '../../platform/welcome-repo.ts';
import { dayIn } from '../../platform/zoned-time.ts';
import { digestLines, digestMail, failedJobsLabel, type DigestLine } from './compose.ts';
import { digestRepo, type DigestRecipient, type Overdue } from './repo.ts';

/**
 * The daily digest (issue 29), a job of the queue every morning: each administrator who opted in gets one e-mail,
 * in their language, of what needs attention in their client since their last digest: the rows the collections'
 * timers made overdue that are still so (LGPD requests, ombudsman cases, invoices, tickets past their SLA: the timers
 * that tell a person), with how many stay open and a link to each list, and the jobs that failed. Written from the
 * client's template `resumo-diario` in that language, else the built-in mail. One a day per administrator: the claim
 * of the day and the mail are one transaction, so a repeated run, or two at once, writes nothing more. A day with
 * nothing new sends nothing (the next digest then covers both days).
 */

export const DIGEST_JOB = 'digest.daily';
/** Every day at 07:00 (São Paulo), before office hours. */
const EVERY_MORNING = '0 7 * * *';
const DAY_MS = 86_400_000;

export type DigestDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'jobs'>;

export interface DigestRun {
  /** `<client>:<user>` of each digest written. */
  sent: string[];
}

/** The timers whose firing needs someone's action (they tell a person), with the overdue condition each leaves. */
const ATTENTION: readonly { def: CollectionDef; timer: Timer; overdue: Overdue }[] = COLLECTIONS.flatMap((def) =>
  (def.timers ?? [])
    .filter((timer) => timer.notify !== undefined && def.workflow)
    .map((timer) => ({
      def,
      timer,
      overdue: timer.mark ? { mark: timer.mark, states: timer.when } : { state: timer.to! },
    })),
);

const languageOf = (value: string): Language => (value === 'en' || value === 'es' ? value : 'pt-br');
const DATE_FORMAT: Record<Language, string> = { 'pt-br': 'pt-BR', en: 'en-GB', es: 'es' };
const dayText = (language: Language, day: string) =>
  new Intl.DateTimeFormat(DATE_FORMAT[language], { timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** What a recipient's digest says: one line per overdue kind and the failed jobs, those with something new. */
async function linesOf(deps: DigestDeps, person: DigestRecipient, since: string): Promise<DigestLine[]> {
  const repo = digestRepo(deps.db);
  const language = languageOf(person.language);
  const base = deps.config.PUBLIC_URL;
  const lines: DigestLine[] = [];
  for (const { def, timer, overdue } of ATTENTION) {
    const table = tableOf(def);
    const changed = await repo.changedByPlatform(person.clientId, def.entity, since);
    const fresh = changed.length
      ? await repo.overdueCount(person.clientId, table, def.workflow!.field, overdue, changed)
      : 0;
    if (!fresh) continue;
    const open = await repo.overdueCount(person.clientId, table, def.workflow!.field, overdue);
    lines.push({ label: timer.label[language], fresh, open, link: `${base}/${def.tag}?client_id=${person.clientId}` });
  }
  const failed = await repo.failedJobs(person.clientId, since);
  if (failed)
    lines.push({
      label: failedJobsLabel(language),
      fresh: failed,
      open: null,
      link: `${base}/tarefas-agendadas?client_id=${person.clientId}`,
    });
  return lines;
}

/** Writes today's digests, now; answers whom it wrote to. */
export async function runDailyDigest(deps: DigestDeps): Promise<DigestRun> {
  const now = deps.clock();
  const at = isoAt(now);
  const run: DigestRun = { sent: [] };
  const zones = new Map<number, string>();
  for (const person of await digestRepo(deps.db).recipients()) {
    if (!zones.has(person.clientId)) zones.set(person.clientId, await exportTimeZone(deps.db, person.clientId));
    const day = dayIn(zones.get(person.clientId)!, now);
    const since = person.lastSentAt ?? isoAt(now - DAY_MS);
    const lines = await linesOf(deps, person, since);
    if (!lines.length) continue;
    const outbox = await deps.db.transaction().execute(async (trx) => {
      if (!(await digestRepo(trx).claim(person.clientId, person.userId, day, at))) return null;
      const client = await welcomeClient(trx, person.clientId);
      if (!client) return null;
      const language = languageOf(person.language);
      const colors = colorConfig.parse(JSON.parse(client.config));
      const total = lines.reduce((sum, line) => sum + line.fresh, 0);
      const link = `${deps.config.PUBLIC_URL}/?client_id=${person.clientId}`;
      const look = {
        to: person.email,
        userName: person.name,
        clientName: client.name,
        colors,
        language,
        day: dayText(language, day),
        total,
        lines,
        link,
      };
      const mail = await fromTemplate(
        trx,
        person.clientId,
        'resumo-diario',
        {
          to: person.email,
          clientName: client.name,
          colors,
          language,
          values: {
            nome: person.name,
            cliente: client.name,
            data: look.day,
            total: String(total),
            resumo: digestLines(language, lines).join('\n'),
            link,
          },
        },
        () => digestMail(look),
      );
      return deps.mailer.enqueue(trx, person.clientId, mail);
    });
    if (outbox === null) continue;
    await deps.mailer.deliver(outbox);
    run.sent.push(`${person.clientId}:${person.userId}`);
  }
  return run;
}

/** Puts the digest on the job queue: every morning, on one instance. */
export function defineDigestJobs(deps: DigestDeps): void {
  deps.jobs.define({
    kind: DIGEST_JOB,
    every: EVERY_MORNING,
    timeoutMs: 10 * 60_000,
    attempts: 3,
    async run() {
      await runDailyDigest(deps);
    },
  });
}
