import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { AuditItem } from '@console/contract';
import { toMillis } from '../db/dialects/index.ts';
import { isoAt, systemClock } from './clock.ts';
import { pageWindow, toPage, type Page, type PageRequest } from './pagination.ts';

export interface AuditEntry {
  clientId: number;
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  at?: number;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Records an administrator's write; call it inside the write's transaction so both commit together. */
export async function recordAudit(trx: Transaction<DB> | Kysely<DB>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      client_id: entry.clientId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
      created_at: isoAt(entry.at ?? systemClock()),
      request_id: entry.requestId ?? null,
    })
    .execute();
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Which entries an audit trail shows: of some entities, optionally of one record. */
export interface AuditScope {
  entities: readonly string[];
  entityId?: string;
}

/** A page of a client's audit trail, newest first: who, when, what, before and after. */
export async function auditPage(db: Kysely<DB> | Transaction<DB>, clientId: number, scope: AuditScope, request: PageRequest): Promise<Page<AuditItem>> {
  let entries = db.selectFrom('audit_log as a').where('a.client_id', '=', clientId).where('a.entity', 'in', [...scope.entities]);
  if (scope.entityId !== undefined) entries = entries.where('a.entity_id', '=', scope.entityId);
  const { limit, offset } = pageWindow(request);
  const [rows, count] = await Promise.all([
    entries
      .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
      .select(['a.id', 'a.created_at', 'a.actor_user_id', 'actor.name as actor_name', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after'])
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    entries.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map(
    (row): AuditItem => ({
      id: row.id,
      at: new Date(toMillis(row.created_at)).toISOString(),
      actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? '' },
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      before: parsed(row.before),
      after: parsed(row.after),
    }),
  );
  return toPage(items, Number(count.n), request);
}
