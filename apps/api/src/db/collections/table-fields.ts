import { COLLECTIONS, type CollectionDef } from '@console/contract';
import { sql, type RawBuilder } from 'kysely';
import { tableOf } from './layout.ts';

/** Columns of every collection table besides its fields. */
type Always = 'id' | 'client_id';

/** A collection's table under an alias, in a query written over several tables (a report's joins). */
interface AliasedTable<F extends string> {
  /** `<table> as <alias>`, for a FROM or a JOIN. */
  from: RawBuilder<unknown>;
  /** `<alias>.<column>` of a declared field (or id, client_id): any other name is a type error. */
  col(field: F | Always): RawBuilder<unknown>;
}

export interface CollectionTable<F extends string> {
  entity: string;
  table: string;
  as(alias: string): AliasedTable<F>;
}

/**
 * A collection's table as SQL outside the generic API reads it (reports, the ranking): the table from its definition
 * (tableOf) and the fields the query names, each checked against the definition when the module loads, that is when
 * the API starts. A renamed or removed field then stops the start with its name, instead of a report failing (or
 * silently reading nothing) at runtime; within the query, only the declared names typecheck.
 */
export function collectionTable<const F extends string>(
  entity: string,
  fields: readonly F[],
  defs: readonly CollectionDef[] = COLLECTIONS,
): CollectionTable<F> {
  const def = defs.find((d) => d.entity === entity);
  if (!def || def.readOnly) throw new Error(`collection ${entity}: no such collection with a table`);
  const known = new Set([...def.fields.map((f) => f.name), ...(def.parent ? [def.parent.param] : [])]);
  const unknown = fields.filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`collection ${entity}: no field ${unknown.join(', ')} in its definition`);
  const table = tableOf(def);
  return {
    entity,
    table,
    as: (alias) => ({
      from: sql`${sql.table(table)} as ${sql.id(alias)}`,
      col: (field) => sql.ref(`${alias}.${field}`),
    }),
  };
}
