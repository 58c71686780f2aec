import { COLLECTION_MESSAGES, collectionByEntity, type CollectionDef } from '@console/contract';
import { presentIds } from '../../db/collections/present-ids.ts';
import { keyColumn, tableOf } from '../../db/collections/layout.ts';
import { storedValues } from '../../db/collections/values.ts';
import type { Tx } from '../../db/handle.ts';
import { recordAudits } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { WriteActor, WrittenChange } from '../../platform/collection-writes.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { keepFiguresMany } from './computed.ts';
import { generatedMany } from './generated.ts';
import { hooksOf } from './hooks/index.ts';
import { insertRowsReturning, rowsByIds, takenCombinations } from './many-repo.ts';
import { presentRow } from './present.ts';
import { REFERENCE_MESSAGE, targetOf } from './references.ts';
import { keepVersion } from './versions-keep.ts';
import type { StoredRow } from './repo.ts';
import { applyWorkflow } from './workflow.ts';

const UNIQUE_MESSAGE = 'Já existe um registro com este valor.';

/**
 * Many rows of one collection created in the caller's transaction (a cohort's enrolment of a group): the same checks,
 * hooks, workflow, generated values, versions and audit entries as one create, with the lookups made a thousand at a
 * time, a sequence's numbers taken as one block, and the figures above the rows recounted once for the batch. Any
 * row refused refuses the batch (the caller leaves out the rows it knows would be: members already enrolled).
 */
export function createManyPath(
  deps: Pick<AppDeps, 'sql' | 'clock'> & {
    afterWrite: (
      trx: Tx,
      def: CollectionDef,
      actor: WriteActor,
      before: undefined,
      row: StoredRow,
    ) => Promise<WrittenChange[]>;
  },
) {
  const dialect = deps.sql.name;

  /** References within the client, unique values and sets free (also among the batch's own rows). */
  async function checkMany(trx: Tx, def: CollectionDef, clientId: number, rows: Record<string, unknown>[]) {
    const errors: Record<string, string[]> = {};
    const refs = def.fields.flatMap((f) => {
      const target = targetOf(f.kind, f.target);
      return target ? [{ name: f.name, table: target.table }] : [];
    });
    const parent = def.parent && collectionByEntity(def.parent.entity);
    if (def.parent && parent) refs.push({ name: def.parent.param, table: tableOf(parent) });
    for (const ref of refs) {
      const ids = [...new Set(rows.flatMap((row) => [row[ref.name] ?? []].flat().map(Number)))];
      const present = await presentIds(trx, deps.sql.collections, clientId, ref.table, ids);
      if (ids.some((id) => !present.has(id))) errors[ref.name] = [REFERENCE_MESSAGE];
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const sets = [
      ...def.fields
        .filter((f) => f.unique && !f.generated)
        .map((f) => ({ columns: [f.name], message: UNIQUE_MESSAGE })),
      ...(def.uniqueTogether ?? []).map((set) => ({ columns: set, message: COLLECTION_MESSAGES.together })),
    ];
    for (const { columns, message } of sets) {
      const candidates = rows
        .map((row) => columns.map((c) => row[c]))
        .filter((values) => values.every((v) => v !== null && v !== undefined));
      const keys = candidates.map((values) => JSON.stringify(values.map(String)));
      const keyed = columns.map((name) => keyColumn(def, name));
      const taken = await takenCombinations(trx, deps.sql.collections, clientId, tableOf(def), keyed, candidates);
      if (new Set(keys).size < keys.length || keys.some((key) => taken.has(key))) errors[columns.at(-1)!] = [message];
    }
    if (Object.keys(errors).length) throw conflict(errors);
  }

  /** Creates rows from stored values (the parent's `*_id` among them); answers their ids and the changes to announce. */
  return async function createMany(
    trx: Tx,
    def: CollectionDef,
    actor: WriteActor,
    stored: readonly Record<string, unknown>[],
  ): Promise<{ ids: number[]; changes: WrittenChange[] }> {
    if (!stored.length) return { ids: [], changes: [] };
    const { clientId } = actor;
    const now = deps.clock();
    const at = isoAt(now);
    const rows = stored.map((values): Record<string, unknown> => ({
      ...values,
      created_at: at,
      updated_at: at,
      created_by: actor.userId,
      updated_by: actor.userId,
    }));
    await checkMany(trx, def, clientId, rows);
    const hooks = hooksOf(def.entity);
    // A state's capacity is checked once for the rows entering it under one parent (the first of them counts them
    // all); a new row's first state is in its create entry, so a start move has nothing of its own to record.
    const keyOf = (values: Record<string, unknown>) =>
      JSON.stringify([values[def.workflow?.field ?? ''], def.parent && values[def.parent.param]]);
    const entering = new Map<string, number>();
    for (const values of rows) entering.set(keyOf(values), (entering.get(keyOf(values)) ?? 0) + 1);
    for (const values of rows) {
      await hooks.beforeWrite?.({ trx, dialect, clientId, def }, values);
      const key = keyOf(values);
      await applyWorkflow(trx, def, { ...actor, now }, values, undefined, entering.get(key) ?? 0);
      entering.set(key, 0);
    }
    const generated = await generatedMany(trx, def, clientId, rows, new Date(now));
    // Generated and searchable values make the row's search key (the caller's values are stored ones, without it).
    const searchable = def.fields.filter((f) => f.searchable);
    rows.forEach((values, i) => {
      const texts = Object.fromEntries(searchable.filter((f) => f.name in values).map((f) => [f.name, values[f.name]]));
      Object.assign(values, storedValues(def, { ...texts, ...generated[i] }, values));
    });
    const ids = await insertRowsReturning(trx, clientId, tableOf(def), rows);
    const kept = await keepFiguresMany(trx, dialect, def, clientId, await rowsByIds(trx, clientId, tableOf(def), ids));
    for (const row of kept.rows) await keepVersion(trx, def, clientId, actor.userId, row);
    await recordAudits(
      trx,
      kept.rows.map((row) => ({
        clientId,
        actorUserId: actor.userId,
        action: `${def.entity}.create`,
        entity: def.entity,
        entityId: row.id,
        after: presentRow(def, row),
        requestId: actor.requestId,
        at: now,
      })),
    );
    // Each row's hook and domain events (a batch of lesson completions scores each member).
    const effects: WrittenChange[] = [];
    for (const row of kept.rows) effects.push(...(await deps.afterWrite(trx, def, actor, undefined, row)));
    // Announced once: open lists of the collection reload on one change, whatever the batch's size.
    const changes: WrittenChange[] = [
      { entity: def.entity, id: ids.at(-1)!, action: 'created' },
      ...kept.recounted.map(({ def: above, id }) => ({ entity: above.entity, id, action: 'updated' as const })),
      ...effects,
    ];
    return { ids, changes };
  };
}
