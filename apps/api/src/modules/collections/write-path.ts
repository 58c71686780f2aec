import { COLLECTION_MESSAGES, collectionByEntity, type CollectionDef } from '@console/contract';
import { presentIds } from '../../db/collections/present-ids.ts';
import { tableOf } from '../../db/collections/layout.ts';
import { storedValues } from '../../db/collections/values.ts';
import type { Tx } from '../../db/handle.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { CollectionWriter, WriteActor, WrittenChange } from '../../platform/collection-writes.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import { keepFigures, type Recounted } from './computed.ts';
import { createManyPath } from './create-many.ts';
import { foreignFiles } from './form.ts';
import { generatedValues } from './generated.ts';
import { hooksOf, type OnceValues } from './hooks/index.ts';
import { applyWorkflow } from './workflow.ts';
import { combinationTaken } from './kept-repo.ts';
import { presentRow } from './present.ts';
import { keepVersion } from './versions-keep.ts';
import { eventsOfWrite } from './rules/derive.ts';
import { REFERENCE_MESSAGE, targetOf } from './references.ts';
import { attachLinks, replaceLinks, splitLinks } from './links-repo.ts';
import { insertRow, rowById, updateRow, valueTaken, type StoredRow } from './repo.ts';

/** The change message type on the realtime hub (contract collectionChange). */
export const COLLECTION_CHANGED = 'collection.changed';

const UNIQUE_MESSAGE = 'Já existe um registro com este valor.';

/** A ledger's entry (appendOnly) is never changed nor removed: 409, a correction is a new entry. */
export const appendOnly = () => new AppError(409, 'appendOnly');

/** A row's write and what it changed: the row itself, and the rows whose figures it moved. */
interface Written {
  row: StoredRow;
  changes: WrittenChange[];
  /** Values the create answers once and keeps nowhere (a new API key: hooks' afterCreate). */
  once?: OnceValues;
}

const figureChanges = (recounted: Recounted[]): WrittenChange[] =>
  recounted.map(({ def, id }) => ({ entity: def.entity, id, action: 'updated' }));

/**
 * The one write path of a collection's rows (issue 28): the API's create and update and an import's rows go through
 * it. In the caller's transaction: references within the client, unique values and sets free, the collection's
 * hooks, generated values, the row, its figures and those above it, and the audit entry.
 */
export function collectionWrites(deps: Pick<AppDeps, 'sql' | 'clock' | 'realtime' | 'events'>) {
  const dialect = deps.sql.name;

  /** References (fields and the parent) must name rows of the same client; unique values must be free. */
  async function check(
    trx: Tx,
    def: CollectionDef,
    clientId: number,
    values: Record<string, unknown>,
    exceptId?: number,
    before?: StoredRow,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    Object.assign(errors, await foreignFiles(trx, def, clientId, values, before));
    const refs = def.fields.flatMap((f) => {
      const target = targetOf(f.kind, f.target);
      return target && values[f.name] != null ? [{ name: f.name, table: target.table }] : [];
    });
    const parent = def.parent && collectionByEntity(def.parent.entity);
    if (def.parent && parent && values[def.parent.param] != null)
      refs.push({ name: def.parent.param, table: tableOf(parent) });
    for (const ref of refs) {
      // A multiple field's ids are all checked at once: one missing refuses the field.
      const ids = [values[ref.name]].flat().map(Number);
      const present = await presentIds(trx, deps.sql.collections, clientId, ref.table, ids);
      if (ids.some((id) => !present.has(id))) errors[ref.name] = [REFERENCE_MESSAGE];
    }
    if (Object.keys(errors).length) throw invalid(errors);
    for (const field of def.fields.filter((f) => f.unique && values[f.name] != null)) {
      if (await valueTaken(trx, clientId, tableOf(def), field.name, values[field.name], exceptId))
        errors[field.name] = [UNIQUE_MESSAGE];
    }
    // A set of fields unique together, checked when the row (as the write leaves it) holds all of them.
    for (const set of def.uniqueTogether ?? []) {
      const combination = Object.fromEntries(set.map((name) => [name, name in values ? values[name] : before?.[name]]));
      if (Object.values(combination).some((value) => value === null || value === undefined)) continue;
      if (await combinationTaken(trx, clientId, tableOf(def), combination, exceptId))
        errors[set.at(-1)!] = [COLLECTION_MESSAGES.together];
    }
    if (Object.keys(errors).length) throw conflict(errors);
  }

  const audit = (
    trx: Tx,
    def: CollectionDef,
    actor: WriteActor,
    action: string,
    id: number,
    before: StoredRow | null,
    after: StoredRow,
  ) =>
    recordAudit(trx, {
      clientId: actor.clientId,
      actorUserId: actor.userId,
      action: `${def.entity}.${action}`,
      entity: def.entity,
      entityId: id,
      ...(before ? { before: presentRow(def, before) } : {}),
      after: presentRow(def, after),
      requestId: actor.requestId,
      at: deps.clock(),
    });

  /**
   * After a row is written, in its transaction: the collection's afterWrite hook (a ledger entry moves the balance),
   * then the domain events the write is (a lesson completed, an order paid) with their effects (issue 29).
   */
  async function afterWrite(
    trx: Tx,
    def: CollectionDef,
    actor: WriteActor,
    before: StoredRow | undefined,
    row: StoredRow,
  ): Promise<WrittenChange[]> {
    const context = { trx, dialect, actor, now: deps.clock() };
    const hook = hooksOf(def.entity).afterWrite;
    const own = hook ? await hook({ ...context, clientId: actor.clientId, def, before, row, collections: writer }) : [];
    return [...own, ...(await deps.events.emit(context, eventsOfWrite(def, actor.clientId, before, row)))];
  }

  /** Creates a row from stored values (the parent's `*_id` among them). */
  async function create(
    trx: Tx,
    def: CollectionDef,
    actor: WriteActor,
    stored: Record<string, unknown>,
  ): Promise<Written> {
    const { clientId } = actor;
    const at = isoAt(deps.clock());
    const values = { ...stored, created_at: at, updated_at: at, created_by: actor.userId, updated_by: actor.userId };
    await check(trx, def, clientId, values);
    await hooksOf(def.entity).beforeWrite?.({ trx, dialect, clientId, def }, values);
    const move = await applyWorkflow(trx, def, { ...actor, now: deps.clock() }, values);
    // Generated values join the row's search key when searchable (an order found by its number).
    const generated = await generatedValues(trx, def, clientId, values, new Date(deps.clock()));
    Object.assign(values, storedValues(def, generated, values));
    const { columns, links } = splitLinks(def, values);
    const id = await insertRow(trx, clientId, tableOf(def), columns);
    await replaceLinks(trx, clientId, def, id, links);
    await move?.record(trx, id);
    const kept = await keepFigures(
      trx,
      dialect,
      def,
      clientId,
      undefined,
      await rowById(trx, clientId, tableOf(def), id),
    );
    const [row] = await attachLinks(trx, clientId, def, [kept.row!]);
    const once = await hooksOf(def.entity).afterCreate?.({ trx, dialect, clientId, def, at: deps.clock() }, row);
    await keepVersion(trx, def, clientId, actor.userId, row);
    await audit(trx, def, actor, 'create', id, null, row);
    const effects = await afterWrite(trx, def, actor, undefined, row);
    return {
      row,
      changes: [{ entity: def.entity, id, action: 'created' }, ...figureChanges(kept.recounted), ...effects],
      ...(once ? { once } : {}),
    };
  }

  /** Updates a stored row with stored values (any subset of its columns). */
  async function update(
    trx: Tx,
    def: CollectionDef,
    actor: WriteActor,
    before: StoredRow,
    stored: Record<string, unknown>,
  ): Promise<Written> {
    const { clientId } = actor;
    if (def.appendOnly) throw appendOnly();
    const values = { ...stored, updated_at: isoAt(deps.clock()), updated_by: actor.userId };
    await check(trx, def, clientId, values, before.id, before);
    await hooksOf(def.entity).beforeWrite?.({ trx, dialect, clientId, def, before }, values);
    const move = await applyWorkflow(trx, def, { ...actor, now: deps.clock() }, values, before);
    const { columns, links } = splitLinks(def, values);
    await updateRow(trx, clientId, tableOf(def), before.id, columns);
    await replaceLinks(trx, clientId, def, before.id, links);
    await move?.record(trx, before.id);
    const kept = await keepFigures(
      trx,
      dialect,
      def,
      clientId,
      before,
      await rowById(trx, clientId, tableOf(def), before.id),
    );
    const [row] = await attachLinks(trx, clientId, def, [kept.row!]);
    await keepVersion(trx, def, clientId, actor.userId, row, before);
    await audit(trx, def, actor, 'update', before.id, before, row);
    const effects = await afterWrite(trx, def, actor, before, row);
    return {
      row,
      changes: [{ entity: def.entity, id: before.id, action: 'updated' }, ...figureChanges(kept.recounted), ...effects],
    };
  }

  /**
   * After the commit, not awaited: a notification that fails (PostgreSQL's pool busy past its wait under a burst of
   * writes) loses that refresh of open lists, never the written row nor the process (an unhandled rejection ends it).
   */
  function announce(clientId: number, changes: readonly WrittenChange[]): void {
    deps.events.committed(clientId, changes);
    for (const { entity, id, action } of changes)
      deps.realtime
        .publish({ clientId, folderId: 0, type: COLLECTION_CHANGED, data: { entity, id, action } })
        .catch((error: unknown) =>
          console.error(`collection change not announced: ${error instanceof Error ? error.message : String(error)}`),
        );
  }

  /** The same path for other modules (imports), by AppDeps. */
  const writer: CollectionWriter = {
    create: async (trx, def, actor, values) => (await create(trx, def, actor, values)).changes,
    async update(trx, def, actor, id, values) {
      const before = await rowById(trx, actor.clientId, tableOf(def), id);
      if (!before) throw notFound();
      await attachLinks(trx, actor.clientId, def, [before]);
      return (await update(trx, def, actor, before, values)).changes;
    },
    announce,
  };

  return { create, createMany: createManyPath({ ...deps, afterWrite }), update, announce, writer };
}
