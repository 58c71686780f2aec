import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { isoAt, systemClock } from './clock.ts';

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
