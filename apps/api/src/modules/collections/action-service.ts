import {
  actionOf,
  bulkActionBody,
  createSchema,
  rowActionBody,
  type ActionCreated,
  type ActionDef,
  type ActionReport,
  type BulkActionResult,
  type CollectionDef,
  type CollectionRow,
} from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { presentIds } from '../../db/collections/present-ids.ts';
import type { CollectionSql } from '../../db/dialects/index.ts';
import { storedValues } from '../../db/collections/values.ts';
import type { Tx } from '../../db/handle.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { WrittenChange } from '../../platform/collection-writes.ts';
import type { PersonActor } from '../../platform/member-accounts.ts';
import { AppError, conflict, invalid, message, notFound, type languageOf } from '../../platform/errors.ts';
import { handlerOf } from './actions/registry.ts';
import type { ActionMembers, ActionOutcome, ActionWrites } from './actions/types.ts';
import { collectionMessageIn } from './messages.ts';
import { presentRow } from './present.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { REFERENCE_MESSAGE, targetOf } from './references.ts';
import { rowById, type StoredRow } from './repo.ts';
import { attachLinks } from './links-repo.ts';
import type { CollectionDeps, Place } from './service.ts';
import { collectionWrites } from './write-path.ts';

/** A row the action does not apply to (its status is not one the action takes). */
const NOT_APPLICABLE_MESSAGE = 'Esta ação não se aplica a este registro.';

/** The input form of an action, parsed as a create body of its fields (422 by field). */
function parsedInput(def: CollectionDef, action: ActionDef, raw: unknown): Record<string, unknown> {
  if (!action.input?.length) return {};
  const form: CollectionDef = {
    ...def,
    fields: action.input,
    parent: undefined,
    periods: undefined,
    uniqueTogether: undefined,
  };
  const withDefaults = {
    ...Object.fromEntries(action.input.flatMap((f) => (f.default === undefined ? [] : [[f.name, f.default]]))),
    ...((raw ?? {}) as object),
  };
  const result = createSchema(form).safeParse(withDefaults);
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) (errors[String(issue.path[0] ?? 'input')] ??= []).push(issue.message);
    throw invalid(errors);
  }
  return storedValues(form, result.data as Record<string, unknown>);
}

/** What one run did: the rows it changed, its report and the record it made, and the mails to send once committed. */
interface Run {
  changes: WrittenChange[];
  report?: ActionReport;
  created?: ActionCreated;
  mails: number[];
}

/** An input's references (a group, members) must name rows of the client: 422 on the field otherwise. */
async function checkInputReferences(
  trx: Tx,
  collections: CollectionSql,
  action: ActionDef,
  clientId: number,
  input: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of action.input ?? []) {
    const target = targetOf(field.kind, field.target);
    const ids = [input[field.name] ?? []].flat().map(Number);
    if (!target || !ids.length) continue;
    const present = await presentIds(trx, collections, clientId, target.table, ids);
    if (ids.some((one) => !present.has(one))) errors[field.name] = [REFERENCE_MESSAGE];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A step's report with its refusals in the request's language. */
const reportIn = (report: ActionReport, lang: ReturnType<typeof languageOf>): ActionReport => ({
  ...report,
  failed: report.failed.map((f) => ({ ...f, message: collectionMessageIn(f.message, lang) })),
});

/** The first message of an error for a bulk run's report, in the request's language. */
function reasonOf(error: AppError, lang: ReturnType<typeof languageOf>): string {
  const first = error.errors && Object.values(error.errors)[0]?.[0];
  return first ? collectionMessageIn(first, lang) : message(error.key, lang, error.params);
}

/**
 * Declared actions run (issue 28): the action must be one of the collection's, offered where it is run (a row or a
 * selection) and to the row's status; its input parsed; then its handler, in a transaction with the action's own
 * audit entry; the rows it changed are announced once committed. A bulk run takes each row in its own transaction
 * and reports the rows it did and those refused, with why.
 */
export function actionService(deps: CollectionDeps & Pick<AppDeps, 'members'>) {
  const { db } = deps;
  const writes = collectionWrites(deps);

  const actionNamed = (def: CollectionDef, name: string, on: 'row' | 'bulk'): ActionDef => {
    const action = actionOf(def, name);
    if (!action || !action.on.includes(on) || !handlerOf(def, name)) throw notFound();
    return action;
  };

  async function runOn(
    trx: Tx,
    def: CollectionDef,
    action: ActionDef,
    place: Place,
    id: number,
    input: Record<string, unknown>,
    cursor?: number,
  ): Promise<Run> {
    const { clientId } = place.access;
    const row = await rowById(trx, clientId, tableOf(def), id);
    if (!row || (def.parent && place.parentId !== undefined && Number(row[def.parent.param]) !== place.parentId))
      throw notFound();
    // Another client's row answers 404 before anything is said of the input.
    await checkInputReferences(trx, deps.sql.collections, action, clientId, input);
    if (action.when && !action.when.in.includes(String(row[action.when.field])))
      throw conflict({ [action.when.field]: [NOT_APPLICABLE_MESSAGE] });
    const actor: PersonActor = {
      clientId,
      userId: place.access.user.id,
      grants: place.access.grants,
      requestId: place.requestId,
    };
    const through: ActionWrites = {
      async update(target, targetId, values) {
        const before = await rowById(trx, clientId, tableOf(target), targetId);
        if (!before) throw notFound();
        return (await writes.update(trx, target, actor, before, values)).changes;
      },
      create: async (target, values) => (await writes.create(trx, target, actor, values)).changes,
      createMany: (target, rows) => writes.createMany(trx, target, actor, rows),
    };
    const mails: number[] = [];
    const members: ActionMembers = {
      async create(member, invite) {
        const made = await deps.members.create(trx, actor, member, invite);
        if (made.outboxId !== null) mails.push(made.outboxId);
        return made.member;
      },
      byEmail: (email) => deps.members.byEmail(trx, clientId, email),
    };
    const at = isoAt(deps.clock());
    const outcome: ActionOutcome = await handlerOf(def, action.name)!({
      trx,
      sql: deps.sql,
      def,
      actor,
      row,
      input,
      cursor,
      at,
      writes: through,
      members,
    });
    await recordAudit(trx, {
      clientId,
      actorUserId: actor.userId,
      action: `${def.entity}.${action.name}`,
      entity: def.entity,
      entityId: id,
      after: {
        action: action.name,
        input,
        ...(!Array.isArray(outcome) && outcome.created ? { created: outcome.created } : {}),
      },
      requestId: place.requestId,
      at: deps.clock(),
    });
    return Array.isArray(outcome) ? { changes: outcome, mails } : { ...outcome, mails };
  }

  return {
    /**
     * Runs a row action (or one step of it); answers the row as it stands after, the step's report and the record the
     * action made. Welcome mails of members it made are delivered once committed.
     */
    async run(
      def: CollectionDef,
      place: Place,
      id: number,
      name: string,
      raw: unknown,
      lang: ReturnType<typeof languageOf>,
    ): Promise<{ row: CollectionRow; report?: ActionReport; created?: ActionCreated }> {
      const action = actionNamed(def, name, 'row');
      const body = rowActionBody.safeParse(raw ?? {});
      if (!body.success) throw invalid({ cursor: [body.error.issues[0]?.message ?? 'cursor'] });
      const input = parsedInput(def, action, body.data.input);
      const { changes, report, created, mails } = await db
        .transaction()
        .execute((trx) => runOn(trx, def, action, place, id, input, body.data.cursor));
      writes.announce(place.access.clientId, changes);
      for (const mail of mails) await deps.members.deliver(mail);
      const row = (await rowById(db, place.access.clientId, tableOf(def), id)) as StoredRow;
      await attachLinks(db, place.access.clientId, def, [row]);
      return {
        row: presentRow(def, row),
        ...(report ? { report: reportIn(report, lang) } : {}),
        ...(created ? { created } : {}),
      };
    },

    /** Runs a bulk action over up to ACTION_BATCH rows, each in its own transaction. */
    async bulk(
      def: CollectionDef,
      place: Place,
      name: string,
      raw: unknown,
      lang: ReturnType<typeof languageOf>,
    ): Promise<BulkActionResult> {
      const action = actionNamed(def, name, 'bulk');
      const body = bulkActionBody.safeParse(raw ?? {});
      if (!body.success) throw invalid({ ids: [body.error.issues[0]?.message ?? 'ids'] });
      const input = parsedInput(def, action, body.data.input);
      const result: BulkActionResult = { done: [], failed: [] };
      for (const id of [...new Set(body.data.ids)]) {
        try {
          const { changes, mails } = await db.transaction().execute((trx) => runOn(trx, def, action, place, id, input));
          writes.announce(place.access.clientId, changes);
          for (const mail of mails) await deps.members.deliver(mail);
          result.done.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.failed.push({ id, message: reasonOf(error, lang) });
        }
      }
      return result;
    },
  };
}
