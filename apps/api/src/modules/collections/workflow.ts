import {
  collectionByEntity,
  COLLECTION_MESSAGES,
  isAllowed,
  moveOf,
  nextStates,
  START,
  WORKFLOW_MESSAGES,
  type CollectionDef,
  type Language,
  type Transition,
  type Workflow,
} from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import type { Tx } from '../../db/handle.ts';
import type { WriteActor } from '../../platform/collection-writes.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import { AppError, forbidden, invalid } from '../../platform/errors.ts';
import { exportTimeZone } from '../../platform/export/time-zone.ts';
import { countInStates, lockRow } from './workflow-repo.ts';

/**
 * A status workflow applied in a collection's write (issue 28; the graph and its engine are the contract's
 * collections/workflow.ts): a create must start in a state the graph starts in, an update may only make the graph's
 * moves, each with its sub-tag, guards and sets; every move is written to the record's audit trail in the write's
 * transaction as `<entity>.transition` with from and to.
 */

type Lang = 'pt' | 'en' | 'es';
const LANGUAGE: Record<Lang, Language> = { pt: 'pt-br', en: 'en', es: 'es' };

/** A refused move (409): its message by field is worded in the request's language when answered (messages.ts). */
export class WorkflowRefusal extends AppError {
  constructor(
    private readonly field: string,
    private readonly word: (lang: Language) => string,
  ) {
    super(409, 'transition', {}, {}, { [field]: [word('pt-br')] });
  }

  /** The same refusal with its message in `lang`. */
  in(lang: Lang): AppError {
    return new AppError(409, 'transition', {}, {}, { [this.field]: [this.word(LANGUAGE[lang])] });
  }
}

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Who moves the row (with their grants, for the moves' sub-tags), when. */
export interface Mover extends WriteActor {
  now: number;
}

/** A move the write makes; `record` writes its audit entry once the row's id is known. */
export interface Move {
  record: (trx: Tx, id: number) => Promise<void>;
}

function labelOf(def: CollectionDef, flow: Workflow, state: string, lang: Language): string {
  const option = def.fields.find((field) => field.name === flow.field)?.options?.find((o) => o.value === state);
  return option?.label[lang] ?? state;
}

/**
 * Checks the status a create or update body moves the row to and fills the body's fields the move sets (those the
 * body does not give); answers the move, or null when the row keeps its state or the collection has no workflow.
 * `stored` is the row as answered before an update; none on a create. `adding` is how many rows of a batch create
 * enter the state under the same parent with this one (its capacity checked once for them all; 0 for the others).
 */
export async function applyWorkflow(
  trx: Tx,
  def: CollectionDef,
  mover: Mover,
  body: Record<string, unknown>,
  stored?: Record<string, unknown> & { id: number },
  adding = 1,
): Promise<Move | null> {
  const flow = def.workflow;
  if (!flow || body[flow.field] === undefined) return null;
  const from = stored ? String(stored[flow.field]) : START;
  const to = String(body[flow.field]);
  if (from === to) return null;
  const may = (sub: string | undefined) => !sub || isAllowed(mover.grants, `${def.tag}.${sub}`);
  const move = moveOf(flow, from, to);
  const allowed = (lang: Language) => nextStates(flow, from, may).map((state) => labelOf(def, flow, state, lang));
  if (!move)
    throw new WorkflowRefusal(flow.field, (lang) =>
      from === START
        ? WORKFLOW_MESSAGES.start(lang, labelOf(def, flow, to, lang), allowed(lang))
        : WORKFLOW_MESSAGES.refused(lang, labelOf(def, flow, from, lang), labelOf(def, flow, to, lang), allowed(lang)),
    );
  if (!may(move.sub)) throw forbidden();
  await checkGuards(trx, def, mover.clientId, move, { ...stored, ...body }, stored?.id, adding);
  await fillSets(trx, move, mover, body);
  // A new row's state is in its create entry already: the trail records the moves that follow.
  if (from === START) return { record: async () => {} };
  return {
    record: (tx, id) =>
      recordAudit(tx, {
        clientId: mover.clientId,
        actorUserId: mover.userId,
        action: `${def.entity}.transition`,
        entity: def.entity,
        entityId: id,
        before: { [flow.field]: from },
        after: { [flow.field]: to, ...Object.fromEntries(Object.keys(move.sets ?? {}).map((k) => [k, body[k]])) },
        requestId: mover.requestId,
        at: mover.now,
      }),
  };
}

/** Required fields (422 on each empty one), then the parent's capacity (409), its row locked for the count. */
async function checkGuards(
  trx: Tx,
  def: CollectionDef,
  clientId: number,
  move: Transition,
  row: Record<string, unknown>,
  id: number | undefined,
  adding: number,
): Promise<void> {
  const empty = (move.guards?.required ?? []).filter((name) => blank(row[name]));
  if (empty.length) throw invalid(Object.fromEntries(empty.map((name) => [name, [COLLECTION_MESSAGES.required]])));
  const capacity = move.guards?.capacity;
  const parent = def.parent && collectionByEntity(def.parent.entity);
  if (!capacity || !adding || !def.parent || !parent || row[def.parent.param] == null) return;
  const parentId = Number(row[def.parent.param]);
  const limit = await lockRow(trx, clientId, tableOf(parent), parentId, capacity.limit);
  if (limit === null) return;
  const flow = def.workflow!;
  const taken = await countInStates(trx, clientId, tableOf(def), {
    parent: [def.parent.param, parentId],
    field: flow.field,
    states: capacity.counting,
    exceptId: id,
  });
  if (taken + adding > Number(limit))
    throw new WorkflowRefusal(flow.field, (lang) =>
      WORKFLOW_MESSAGES.full(lang, labelOf(def, flow, move.to, lang), Number(limit)),
    );
}

/** The values the move writes, as a body gives them: the moment, the client's day, the acting user. */
async function fillSets(trx: Tx, move: Transition, mover: Mover, body: Record<string, unknown>): Promise<void> {
  const sets = Object.entries(move.sets ?? {}).filter(([name]) => body[name] === undefined || body[name] === null);
  if (!sets.length) return;
  const timeZone = sets.some(([, value]) => value === 'today') ? await exportTimeZone(trx, mover.clientId) : 'UTC';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (const [name, value] of sets)
    body[name] = value === 'now' ? isoAt(mover.now) : value === 'today' ? day.format(mover.now) : mover.userId;
}
