import { sql } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';

/** The SQL of record versions (migration 023); every query takes the client first. */

export interface VersionRow {
  number: number;
  draft: boolean;
  data: string;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
}

/** How many versions a record's list shows, newest first. */
const LISTED = 200;

const stamp = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

const selectVersions = (db: DbOrTx, clientId: number, entity: string, recordId: number) =>
  db
    .selectFrom('record_versions as v')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.number', 'v.draft', 'v.data', 'v.user_id', 'u.name as user_name', 'v.created_at'])
    .where('v.client_id', '=', clientId)
    .where('v.entity', '=', entity)
    .where('v.record_id', '=', recordId);

const asVersion = (row: {
  number: number;
  draft: number;
  data: string;
  user_id: number | null;
  user_name: string | null;
  created_at: unknown;
}): VersionRow => ({
  ...row,
  number: Number(row.number),
  draft: Number(row.draft) === 1,
  created_at: stamp(row.created_at),
});

export async function listVersions(
  db: DbOrTx,
  clientId: number,
  entity: string,
  recordId: number,
): Promise<VersionRow[]> {
  const rows = await selectVersions(db, clientId, entity, recordId).orderBy('v.number', 'desc').limit(LISTED).execute();
  return rows.map(asVersion);
}

export async function versionByNumber(
  db: DbOrTx,
  clientId: number,
  entity: string,
  recordId: number,
  number: number,
): Promise<VersionRow | undefined> {
  const row = await selectVersions(db, clientId, entity, recordId).where('v.number', '=', number).executeTakeFirst();
  return row && asVersion(row);
}

/** The number the record's next version takes (1 for its first). */
export async function nextNumber(db: DbOrTx, clientId: number, entity: string, recordId: number): Promise<number> {
  const row = await db
    .selectFrom('record_versions')
    .select(sql<number | null>`max(number)`.as('last'))
    .where('client_id', '=', clientId)
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertVersion(
  db: DbOrTx,
  clientId: number,
  version: {
    entity: string;
    recordId: number;
    number: number;
    draft: boolean;
    data: string;
    userId: number | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('record_versions')
    .values({
      client_id: clientId,
      entity: version.entity,
      record_id: version.recordId,
      number: version.number,
      draft: version.draft ? 1 : 0,
      data: version.data,
      user_id: version.userId,
      created_at: version.at,
    })
    .execute();
}

export async function deleteVersions(db: DbOrTx, clientId: number, entity: string, recordId: number): Promise<void> {
  await db
    .deleteFrom('record_versions')
    .where('client_id', '=', clientId)
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .execute();
}
