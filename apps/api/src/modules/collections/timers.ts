import {
  COLLECTIONS,
  collectionSubs,
  colorConfig,
  type CollectionDef,
  type Language,
  type Timer,
} from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { toMillis } from '../../db/dialects/index.ts';
import type { Tx } from '../../db/handle.ts';
import type { WriteActor, WrittenChange } from '../../platform/collection-writes.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { fromTemplate } from '../../platform/mail/client-template.ts';
import { brandedMail } from '../../platform/mail/template.ts';
import { welcomeClient } from '../../platform/welcome-repo.ts';
import { rowById } from './repo.ts';
import { dueTimerRows, personOf } from './timers-repo.ts';

/**
 * The collections' timers (contract timers.ts; docs/automation.md) on the job queue: every minute, each timer's due
 * rows of every client move (a workflow move) or are marked, one transaction per row through the collections' write
 * path, audited as the platform's (no person), announced to open lists, and the person the timer names is told by
 * e-mail. A row changed meanwhile (moved on, already marked) is left alone, so a run repeated sends nothing more.
 */

export const COLLECTION_TIMERS_JOB = 'collections.timers';
const EVERY_MINUTE = '* * * * *';
const BATCH = 200;
const DAY_MS = 86_400_000;

export type TimerDeps = Pick<AppDeps, 'db' | 'clock' | 'collections' | 'mailer' | 'config' | 'jobs'>;

export interface TimerRun {
  /** `<entity>:<id>` of each row a timer acted on. */
  fired: string[];
}

const withTimers = (): CollectionDef[] => COLLECTIONS.filter((def) => def.timers?.length && def.workflow);

/** The platform as a writer: every sub-tag of the collection, no person. */
export const platformActor = (def: CollectionDef, clientId: number): WriteActor => ({
  clientId,
  userId: null,
  grants: {
    resource: [{ tag: def.tag, enabled: true }],
    resource_sub: collectionSubs(def).map((sub) => ({ tag: `${def.tag}.${sub}`, enabled: true })),
  },
});

/** Whether a stored moment is due at `now` for a client in `zone`: an instant passed, or a day over (or begun). */
function isDue(def: CollectionDef, timer: Timer, value: string, now: number, zone: string): boolean {
  const kind = def.fields.find((field) => field.name === timer.at)?.kind;
  if (kind === 'datetime') return toMillis(value) <= now;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(now));
  return timer.edge === 'start' ? value.slice(0, 10) <= today : value.slice(0, 10) < today;
}

const MAIL_TEXT: Record<Language, { paragraph: (what: string, item: string) => string; open: string; note: string }> = {
  'pt-br': {
    paragraph: (what, item) => `${what}: ${item}.`,
    open: 'Abrir o registro',
    note: 'Você recebeu este e-mail porque é a pessoa indicada neste registro.',
  },
  en: {
    paragraph: (what, item) => `${what}: ${item}.`,
    open: 'Open the record',
    note: 'You received this e-mail because you are the person named on this record.',
  },
  es: {
    paragraph: (what, item) => `${what}: ${item}.`,
    open: 'Abrir el registro',
    note: 'Recibió este correo porque es la persona indicada en este registro.',
  },
};

/**
 * The e-mail to the person a timer names, in their language: the client's template `aviso-registro` in that language
 * when active (placeholders `aviso`, `registro`, `titulo`, `link`), else the built-in notice; null when the row names
 * no live person.
 */
async function notice(
  deps: TimerDeps,
  trx: Tx,
  def: CollectionDef,
  timer: Timer,
  row: Record<string, unknown> & { id: number },
  clientId: number,
): Promise<number | null> {
  const userId = timer.notify ? Number(row[timer.notify]) : NaN;
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const [person, client] = await Promise.all([personOf(trx, clientId, userId), welcomeClient(trx, clientId)]);
  if (!person || !client) return null;
  const language: Language = person.language === 'en' || person.language === 'es' ? person.language : 'pt-br';
  const text = MAIL_TEXT[language];
  const what = timer.label[language];
  const title = String(row[def.title] ?? `#${row.id}`);
  const item = `${def.item[language]} "${title}"`;
  const colors = colorConfig.parse(JSON.parse(client.config));
  const link = `${deps.config.PUBLIC_URL}/${def.tag}/${row.id}?client_id=${clientId}`;
  const mail = await fromTemplate(
    trx,
    clientId,
    'aviso-registro',
    {
      to: person.email,
      clientName: client.name,
      colors,
      language,
      values: { nome: person.name, cliente: client.name, aviso: what, registro: item, titulo: title, link },
    },
    () =>
      brandedMail({
        to: person.email,
        subject: `${what}: ${title}`,
        clientName: client.name,
        colors,
        userName: person.name,
        language,
        paragraphs: [text.paragraph(what, item)],
        action: { label: text.open, href: link },
        note: text.note,
      }),
  );
  return deps.mailer.enqueue(trx, clientId, mail);
}

/** One due row: moved or marked, in one transaction, unless it changed meanwhile. */
async function fire(
  deps: TimerDeps,
  def: CollectionDef,
  timer: Timer,
  clientId: number,
  id: number,
): Promise<{ changes: WrittenChange[]; mail: number | null } | null> {
  const flow = def.workflow!;
  return deps.db.transaction().execute(async (trx) => {
    const row = await rowById(trx, clientId, tableOf(def), id);
    if (!row || !timer.when.includes(String(row[flow.field]))) return null;
    if (timer.mark && Number(row[timer.mark]) === 1) return null;
    const values = timer.to !== undefined ? { [flow.field]: timer.to } : { [timer.mark!]: 1 };
    const changes = await deps.collections.update(trx, def, platformActor(def, clientId), id, values);
    return { changes, mail: await notice(deps, trx, def, timer, row, clientId) };
  });
}

/** Every timer's due rows, now; answers what fired. */
export async function runCollectionTimers(deps: TimerDeps): Promise<TimerRun> {
  const now = deps.clock();
  const run: TimerRun = { fired: [] };
  const zones = new Map<number, string>();
  const zoneOf = async (clientId: number) => {
    if (!zones.has(clientId)) zones.set(clientId, await exportTimeZone(deps.db, clientId));
    return zones.get(clientId)!;
  };
  // A day is due in some client's zone by tomorrow's date in UTC at the latest; each row is checked in its own zone.
  const latestDay = new Date(now + DAY_MS).toISOString().slice(0, 10);
  for (const def of withTimers())
    for (const timer of def.timers!) {
      const kind = def.fields.find((field) => field.name === timer.at)?.kind;
      const upTo = kind === 'datetime' ? new Date(now).toISOString() : latestDay;
      for (let afterId = 0; ;) {
        const rows = await dueTimerRows(deps.db, tableOf(def), {
          status: def.workflow!.field,
          when: timer.when,
          at: timer.at,
          upTo,
          mark: timer.mark,
          afterId,
          limit: BATCH,
        });
        for (const row of rows) {
          if (!isDue(def, timer, row.at, now, await zoneOf(row.clientId))) continue;
          const fired = await fire(deps, def, timer, row.clientId, row.id);
          if (!fired) continue;
          deps.collections.announce(row.clientId, fired.changes);
          if (fired.mail !== null) await deps.mailer.deliver(fired.mail);
          run.fired.push(`${def.entity}:${row.id}`);
        }
        if (rows.length < BATCH) break;
        afterId = rows.at(-1)!.id;
      }
    }
  return run;
}

/** Puts the sweep on the job queue: every minute, on one instance. */
export function defineCollectionTimers(deps: TimerDeps): void {
  deps.jobs.define({
    kind: COLLECTION_TIMERS_JOB,
    every: EVERY_MINUTE,
    timeoutMs: 10 * 60_000,
    attempts: 1,
    async run() {
      await runCollectionTimers(deps);
    },
  });
}
