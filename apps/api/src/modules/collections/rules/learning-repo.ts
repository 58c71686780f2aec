import { sql } from 'kysely';
import { collectionTable } from '../../../db/collections/table-fields.ts';
import type { DbOrTx } from '../../../db/handle.ts';

/** The certificates' SQL (issue 29): whether a member holds a course's certificate, and the course's template. */

const CERTIFICATES = collectionTable('certificados', ['titular', 'curso_id']);
const TEMPLATES = collectionTable('modelos-certificado', ['curso_id']);

export async function issuedTo(trx: DbOrTx, clientId: number, memberId: number, courseId: number): Promise<boolean> {
  const c = CERTIFICATES.as('c');
  const { rows } = await sql`select 1 from ${c.from} where ${c.col('client_id')} = ${clientId}
    and ${c.col('titular')} = ${memberId} and ${c.col('curso_id')} = ${courseId} limit 1`.execute(trx);
  return rows.length > 0;
}

export async function templateOf(trx: DbOrTx, clientId: number, courseId: number): Promise<number | null> {
  const m = TEMPLATES.as('m');
  const { rows } = await sql<{ id: number }>`select ${m.col('id')} as id from ${m.from}
    where ${m.col('client_id')} = ${clientId} and ${m.col('curso_id')} = ${courseId}
    order by ${m.col('id')} limit 1`.execute(trx);
  return rows[0] ? Number(rows[0].id) : null;
}
