import type { CollectionSql } from '../../../db/dialects/index.ts';
import type { DbOrTx } from '../../../db/handle.ts';
import { takenCombinations } from '../many-repo.ts';

/** The SQL of a cohort's enrolment: the members of its origin in id order, and those already enrolled. */

/** Who an enrolment takes: a group's members, a regional's, or members picked by id. */
export type Origin = { group: number } | { regional: number } | { ids: readonly number[] };

/** The client's active members of an origin. */
function originQuery(db: DbOrTx, clientId: number, origin: Origin) {
  let query = db
    .selectFrom('users')
    .where('client_id', '=', clientId)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null);
  if ('group' in origin) query = query.where('group_id', '=', origin.group);
  else if ('regional' in origin) query = query.where('regional_id', '=', origin.regional);
  else query = query.where('id', 'in', origin.ids.length ? [...origin.ids] : [0]);
  return query;
}

/** How many active members the origin holds (past id `after`, when given). */
export async function originSize(db: DbOrTx, clientId: number, origin: Origin, after = 0): Promise<number> {
  const row = await originQuery(db, clientId, origin)
    .where('id', '>', after)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The origin's next active members after id `after`, in id order, with their names. */
export async function originMembers(
  db: DbOrTx,
  clientId: number,
  origin: Origin,
  after: number,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const rows = await originQuery(db, clientId, origin)
    .select(['id', 'name'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Which of these members hold an enrolment (any status) in the cohort. */
export async function enrolledAmong(
  db: DbOrTx,
  collections: CollectionSql,
  clientId: number,
  table: string,
  cohortId: number,
  members: readonly number[],
): Promise<Set<number>> {
  const columns = [
    { name: 'turma_id', type: 'integer' },
    { name: 'participante', type: 'integer' },
  ] as const;
  const pairs = members.map((member) => [cohortId, member]);
  const taken = await takenCombinations(db, collections, clientId, table, columns, pairs);
  return new Set([...taken].map((key) => Number((JSON.parse(key) as string[])[1])));
}
