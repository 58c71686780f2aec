import type { AuditItem, Grants } from '@console/contract';
import type { DbOrTx } from '../db/handle.ts';
import { toMillis } from '../db/dialects/index.ts';
import { auditValueFor, withoutSecrets } from './audit-redact.ts';
import { auditRows, insertAudit } from './audit-repo.ts';
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

/**
 * Records an administrator's write; call it inside the write's transaction so both commit together. Credentials in
 * before and after (signing secrets, password hashes, tokens) are never written (audit-redact.ts).
 */
export async function recordAudit(trx: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAudit(trx, auditRow(entry));
}

/** Audit entries per INSERT of a batch (9 columns each, well within both engines' bound parameters). */
const AUDIT_BATCH = 500;

/** Records many entries of one write (a batch create's rows), in a few statements. */
export async function recordAudits(trx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH)
    await insertAudit(trx, entries.slice(start, start + AUDIT_BATCH).map(auditRow));
}

function auditRow(entry: AuditEntry) {
  return {
    client_id: entry.clientId,
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    before: json(withoutSecrets(entry.entity, entry.before)),
    after: json(withoutSecrets(entry.entity, entry.after)),
    created_at: isoAt(entry.at ?? systemClock()),
    request_id: entry.requestId ?? null,
  };
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Which entries an audit trail shows: of some entities, optionally of one record. */
export interface AuditScope {
  entities: readonly string[];
  entityId?: string;
}

/**
 * A page of a client's audit trail, newest first: who, when, what, before and after, as the reader may see them
 * (credentials removed, also from entries written before they were; personal data masked without the area's tag).
 */
export async function auditPage(
  db: DbOrTx,
  clientId: number,
  scope: AuditScope,
  request: PageRequest,
  reader: Grants | null = null,
): Promise<Page<AuditItem>> {
  const { rows, total } = await auditRows(db, clientId, scope, pageWindow(request));
  const items = rows.map((row): AuditItem => ({
    id: row.id,
    at: new Date(toMillis(row.created_at)).toISOString(),
    actor: row.actor_user_id === null ? null : { id: row.actor_user_id, name: row.actor_name ?? '' },
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: auditValueFor(row.entity, parsed(row.before), reader),
    after: auditValueFor(row.entity, parsed(row.after), reader),
  }));
  return toPage(items, total, request);
}
