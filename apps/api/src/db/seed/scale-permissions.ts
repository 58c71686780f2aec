import { sql } from 'kysely';
import type { Database } from '../database.ts';

/**
 * Grants for the members of a big client (seed:scale), so "who can open X?" has tags of every density to answer:
 * each tag goes to the users whose id falls in its share (a multiplicative hash of the id, so the holders spread
 * over the name order). Tags already granted to a user are left as they are, so it can run again.
 */
export const SCALE_GRANTS: readonly {
  table: 'user_permissions' | 'user_permission_subs';
  tag: string;
  oneIn: number;
}[] = [
  { table: 'user_permissions', tag: 'feed', oneIn: 1 },
  { table: 'user_permissions', tag: 'cursos', oneIn: 2 },
  { table: 'user_permission_subs', tag: 'feed.criar', oneIn: 3 },
  { table: 'user_permissions', tag: 'usuarios', oneIn: 160 },
  { table: 'user_permissions', tag: 'eventos', oneIn: 400 },
  { table: 'user_permissions', tag: 'permissoes', oneIn: 100_000 },
];

export async function seedScalePermissions({ db, sql: dialect }: Database, clientId: number): Promise<void> {
  for (const { table, tag, oneIn } of SCALE_GRANTS) {
    const chosen = oneIn === 1 ? sql`1 = 1` : sql`(u.id * 2654435761) % ${oneIn} = 0`;
    const columns =
      table === 'user_permissions'
        ? sql`(client_id, user_id, tag, enabled, platform)`
        : sql`(client_id, user_id, tag, enabled)`;
    const extra = table === 'user_permissions' ? sql`, null` : sql``;
    await sql`insert into ${sql.table(table)} ${columns}
      select u.client_id, u.id, ${tag}, 1${extra} from users u
      where u.client_id = ${clientId} and ${chosen}
        and not exists (select 1 from ${sql.table(table)} p where p.client_id = u.client_id and p.user_id = u.id and p.tag = ${tag})`.execute(
      db,
    );
  }
  await dialect.analyze(db, ['user_permissions', 'user_permission_subs']);
}
