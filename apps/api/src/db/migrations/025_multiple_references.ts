import { sql, type Kysely, type Migration } from 'kysely';
import { syncCollections } from '../collections/sync.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Multiple references (issue 28's many-to-many): each multiple field gets its table of links (sync.ts). Fields that
 * held one id and now hold many keep their data: the id a row held becomes its first link. The old column stays
 * (the sync never drops one) and is no longer read or written.
 */
export const CONVERTED: readonly { table: string; from: string; to: string }[] = [
  { table: 'c_comunicados', from: 'grupo_id', to: 'grupos' },
  { table: 'c_questoes', from: 'avaliacao_id', to: 'avaliacoes' },
  { table: 'c_mentores', from: 'programa_id', to: 'programas' },
];

export function multipleReferences(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await syncCollections(db, dialect);
      const tables = new Map(
        (await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]),
      );
      for (const { table, from, to } of CONVERTED) {
        // A database made after the change never had the single column: nothing to carry over.
        if (!tables.get(table)?.has(from)) continue;
        await sql`insert into ${sql.table(`${table}__${to}`)} (client_id, row_id, target_id)
          select client_id, id, ${sql.ref(from)} from ${sql.table(table)} where ${sql.ref(from)} is not null
          order by id`.execute(db);
      }
    },
  };
}
