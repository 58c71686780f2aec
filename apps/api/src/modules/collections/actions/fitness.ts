import { collectionByEntity, COLLECTION_MESSAGES, type ActionReport } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import type { WrittenChange } from '../../../platform/collection-writes.ts';
import { invalid } from '../../../platform/errors.ts';
import { combinationTaken } from '../kept-repo.ts';
import { presentIds } from '../../../db/collections/present-ids.ts';
import { namesOf } from '../repo.ts';
import { copyOf, createdId, rowsNaming, startOf } from './copies.ts';
import type { ActionHandler } from './types.ts';

/**
 * Fitness's actions: a workout copied, with its exercises, to chosen members, each copy theirs (aluno) and linked to
 * the workout it came from (origem_id), so a member who already holds that workout active is skipped.
 */

/** A member not of the client (or removed): the write path's own message for a reference it cannot find. */
const NOT_A_MEMBER = 'Registro não encontrado nesta organização.';

const DAY_MS = 86_400_000;

/** The ids of a multiple user input (an array, or its JSON text once stored so). */
function idsOf(value: unknown): number[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return [...new Set((Array.isArray(list) ? list : []).map(Number).filter((n) => Number.isInteger(n) && n > 0))];
}

/** `day` moved by `days` (YYYY-MM-DD). */
const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Copies the workout to each chosen member: from `inicio` (default: the run's day), its end as far from its start as
 * the original's, active; its exercises with it. A member who holds the workout (or a copy of the same one) active is
 * skipped; an id that is not a member of the client is reported by its name (or #id).
 */
const copyToMembers: ActionHandler = async ({ trx, sql, def, row, actor, input, at, writes }) => {
  const { clientId } = actor;
  const ids = idsOf(input.membros);
  if (!ids.length) throw invalid({ membros: [COLLECTION_MESSAGES.required] });
  const live = await presentIds(trx, sql.collections, clientId, 'users', ids);
  const names = await namesOf(trx, clientId, 'users', 'name', ids);
  const exercises = collectionByEntity('treino-exercicios')!;
  const steps = await rowsNaming(trx, clientId, exercises, 'treino_id', row.id);
  const origin = Number(row.origem_id ?? row.id);
  const active = startOf(def) ?? 'ativo';
  const start = typeof input.inicio === 'string' ? input.inicio : at.slice(0, 10);
  const length = row.fim ? Math.round((Date.parse(String(row.fim)) - Date.parse(String(row.inicio))) / DAY_MS) : null;
  const holds = async (member: number) =>
    (await combinationTaken(trx, clientId, tableOf(def), { id: origin, aluno: member, status: active })) ||
    (await combinationTaken(trx, clientId, tableOf(def), { origem_id: origin, aluno: member, status: active }));
  const changes: WrittenChange[] = [];
  const report: ActionReport = { total: ids.length, done: 0, skipped: 0, failed: [], next: null };
  for (const member of ids) {
    if (!live.has(member)) {
      report.failed.push({ label: names.get(member) ?? `#${member}`, message: NOT_A_MEMBER });
      continue;
    }
    if (await holds(member)) {
      report.skipped += 1;
      continue;
    }
    const copy = await writes.create(
      def,
      copyOf(def, row, {
        aluno: member,
        origem_id: origin,
        inicio: start,
        fim: length === null ? null : plusDays(start, length),
      }),
    );
    changes.push(...copy);
    const copyId = createdId(copy, def.entity);
    for (const step of steps)
      changes.push(...(await writes.create(exercises, copyOf(exercises, step, { treino_id: copyId }))));
    report.done += 1;
  }
  return { changes, report };
};

export const fitnessActions: Readonly<Record<string, ActionHandler>> = {
  'treinos.copiar': copyToMembers,
};
