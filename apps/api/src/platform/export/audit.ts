import type { ExportFormat } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { recordAudit } from '../audit.ts';
import { isoAt } from '../clock.ts';
import { setExportAfter } from './audit-repo.ts';

/**
 * An export moves personal data out of the platform: it is audited before its first byte (who, which list, which
 * filter, which format), and the entry gains the row count once the file is written (a failed export keeps none).
 */
export interface ExportAudit {
  clientId: number;
  actorUserId: number;
  /** The list: an entity name (`users`, `files`, `outbox`, a collection). */
  entity: string;
  entityId?: number | string | null;
  /** `<entity>.export` unless said. */
  action?: string;
  format: ExportFormat;
  filters: Record<string, unknown>;
  requestId: string;
  at: number;
}

/** Records the export; answers how to add the row count to the entry. */
export async function auditExport(db: DbOrTx, entry: ExportAudit): Promise<(rows: number) => Promise<void>> {
  const action = entry.action ?? `${entry.entity}.export`;
  const after = { format: entry.format, filters: entry.filters };
  await recordAudit(db, {
    clientId: entry.clientId,
    actorUserId: entry.actorUserId,
    action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    after,
    requestId: entry.requestId,
    at: entry.at,
  });
  return (rows) =>
    setExportAfter(
      db,
      { clientId: entry.clientId, createdAt: isoAt(entry.at), requestId: entry.requestId, action },
      JSON.stringify({ ...after, rows }),
    );
}
