import { sql, type Kysely, type Migration } from 'kysely';
import { syncCollections } from '../collections/sync.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Multiple references (issue 28's many-to-many): each multiple field gets its table of links (sync.ts). Fields that
 * held one id and now hold many keep their data: the id a row held becomes its first link. The old column stays
 * (the sync never drops one) and is no longer read or written.
 */
const CONVERTED: readonly { table: string; from: string; to: string }[] = [
  { table: 'c_comunicados', from: 'grupo_id', to: 'grupos' },
  { table: 'c_questoes', from: 'avaliacao_id', to: 'avaliacoes' },
  { table: 'c_mentores', from: 'programa_id', to: 'programas' },
];

/**
 * Free texts that now name a row of another collection (issue 28): a group class's and a check-in's unit. A text that
 * matches one of the client's units by name (case and surrounding spaces aside) becomes its reference; any other is
 * left null (the old text stays in its column, unread).
 */
const NAMED: readonly { table: string; from: string; to: string; target: string; title: string }[] = [
  { table: 'c_aulas_coletivas', from: 'unidade', to: 'unidade_id', target: 'c_unidades', title: 'nome' },
  { table: 'c_checkins', from: 'unidade', to: 'unidade_id', target: 'c_unidades', title: 'nome' },
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
      for (const named of NAMED) if (tables.get(named.table)?.has(named.from)) await nameToReference(db, named);
    },
  };
}

/** Sets `to` from the text in `from` where it names one of the client's `target` rows (in JS: Unicode case). */
async function nameToReference(db: Kysely<any>, { table, from, to, target, title }: (typeof NAMED)[number]) {
  const key = (text: unknown) =>
    String(text ?? '')
      .trim()
      .toLocaleLowerCase('pt-BR');
  const targets = new Map<string, number>();
  for (const row of await db.selectFrom(target).select(['id', 'client_id', title]).orderBy('id', 'desc').execute())
    targets.set(`${row.client_id}:${key(row[title])}`, Number(row.id));
  const rows = await db
    .selectFrom(table)
    .select(['id', 'client_id', from])
    .where(to, 'is', null)
    .where(from, 'is not', null)
    .execute();
  for (const row of rows) {
    const id = targets.get(`${row.client_id}:${key(row[from])}`);
    if (id !== undefined)
      await db
        .updateTable(table)
        .set({ [to]: id })
        .where('id', '=', row.id)
        .execute();
  }
}
