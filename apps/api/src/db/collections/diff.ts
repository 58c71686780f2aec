import type { CollectionDef } from '@console/contract';
import type { SchemaChange } from './changes.ts';
import { tableOf } from './layout.ts';
import type { SchemaSnapshot, TableSchema } from './snapshot.ts';

/**
 * What `npm run collections:diff` writes: the steps from the committed snapshot's schema to the definitions'. A field
 * whose definition says `renamedFrom` is renamed (its data kept) rather than dropped and added; whatever the steps
 * cannot do without losing data or guessing (a column's type, a collection's parent, a search removed, a table that
 * predates collections) is refused with the reason, for a migration written by hand.
 */

/** A declared rename: the column `from` of `table` is now `to`. */
export interface Rename {
  table: string;
  from: string;
  to: string;
}

export const renamesOf = (defs: readonly CollectionDef[]): Rename[] =>
  defs.flatMap((def) =>
    def.readOnly
      ? []
      : def.fields.flatMap((f) => (f.renamedFrom ? [{ table: tableOf(def), from: f.renamedFrom, to: f.name }] : [])),
  );

export class UnsupportedChange extends Error {}

export function diffSchemas(before: SchemaSnapshot, after: SchemaSnapshot, renames: readonly Rename[]): SchemaChange[] {
  const changes: SchemaChange[] = [];
  for (const [table, next] of Object.entries(after.tables)) {
    const prev = before.tables[table];
    if (!prev) {
      if (!next.owned) throw new UnsupportedChange(`${table} predates collections: its table is not created here`);
      changes.push({ createTable: table, schema: next });
    } else changes.push(...diffTable(table, prev, next, renames));
  }
  for (const [table, prev] of Object.entries(before.tables)) {
    if (after.tables[table]) continue;
    if (!prev.owned) throw new UnsupportedChange(`${table} predates collections: it is not dropped here`);
    changes.push({ dropTable: table });
  }
  return changes;
}

function diffTable(table: string, prev: TableSchema, next: TableSchema, renames: readonly Rename[]): SchemaChange[] {
  if (prev.parent !== next.parent)
    throw new UnsupportedChange(`${table}: its parent column changes (${prev.parent} → ${next.parent})`);
  if (prev.search.length && !next.search.length) throw new UnsupportedChange(`${table}: its search is removed`);
  if (prev.searchHead && !next.searchHead) throw new UnsupportedChange(`${table}: search_head is removed`);
  const had = new Map(prev.columns.map((c) => [c.name, c]));
  const wants = new Map(next.columns.map((c) => [c.name, c]));
  const renamed = renames.filter((r) => r.table === table && had.has(r.from) && !wants.has(r.from) && !had.has(r.to));
  for (const rename of renamed) {
    const from = had.get(rename.from)!;
    const to = wants.get(rename.to);
    if (!to) throw new UnsupportedChange(`${table}: ${rename.to} (renamed from ${rename.from}) is not a column`);
    if (from.type !== to.type)
      throw new UnsupportedChange(`${table}.${rename.to}: renamed and retyped (${from.type} → ${to.type})`);
  }
  for (const [name, column] of wants) {
    const was = had.get(name);
    if (was && was.type !== column.type)
      throw new UnsupportedChange(`${table}.${name}: its type changes (${was.type} → ${column.type})`);
  }
  const renamedTo = new Set(renamed.map((r) => r.to));
  const renamedFrom = new Set(renamed.map((r) => r.from));
  const prevIndexes = new Map(prev.indexes.map((i) => [i.name, i]));
  const nextIndexes = new Map(next.indexes.map((i) => [i.name, i]));
  const sameIndex = (name: string) => JSON.stringify(prevIndexes.get(name)) === JSON.stringify(nextIndexes.get(name));

  const changes: SchemaChange[] = [];
  // Indexes first: a column is dropped or renamed only once no index of the old layout names it.
  for (const name of prevIndexes.keys())
    if (!nextIndexes.has(name) || !sameIndex(name)) changes.push({ table, dropIndex: name });
  for (const r of renamed) changes.push({ table, renameColumn: r.from, to: r.to });
  for (const name of had.keys())
    if (!wants.has(name) && !renamedFrom.has(name)) changes.push({ table, dropColumn: name });
  for (const [name, column] of wants)
    if (!had.has(name) && !renamedTo.has(name)) changes.push({ table, addColumn: name, type: column.type });
  if (next.searchHead && !prev.searchHead) changes.push({ table, addSearchHead: true });
  if (next.search.length && !prev.search.length) changes.push({ table, installSearch: next.search });
  for (const [name, index] of nextIndexes)
    if (!prevIndexes.has(name) || !sameIndex(name)) changes.push({ table, createIndex: index });
  return changes;
}

/** The migration file: its steps as data, run by applyChanges on either engine. */
export function migrationSource(functionName: string, summary: string, changes: readonly SchemaChange[]): string {
  return `import type { Kysely, Migration } from 'kysely';
import { applyChanges, type SchemaChange } from '../collections/changes.ts';
import type { DialectSql } from '../dialects/index.ts';

${commentOf(`${summary} (written by \`npm run collections:diff\` from the definitions and schema-snapshot.json).`)}
export function ${functionName}(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await applyChanges(db, dialect, CHANGES);
    },
  };
}

const CHANGES: SchemaChange[] = ${JSON.stringify(changes)};
`;
}

/** A doc comment of lines within the lint's width. */
function commentOf(text: string): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < 112) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return ['/**', ...lines.map((l) => ` * ${l}`), ' */'].join('\n');
}

/** A one-line account of the steps, for the migration's comment. */
export function summaryOf(changes: readonly SchemaChange[]): string {
  const parts = changes.map((c) => {
    if ('createTable' in c) return `creates ${c.createTable}`;
    if ('dropTable' in c) return `drops ${c.dropTable}`;
    if ('renameColumn' in c) return `renames ${c.table}.${c.renameColumn} to ${c.to}`;
    if ('addColumn' in c) return `adds ${c.table}.${c.addColumn}`;
    if ('dropColumn' in c) return `drops ${c.table}.${c.dropColumn}`;
    return null;
  });
  const said = parts.filter((p): p is string => p !== null);
  const text = said.length ? said.join(', ') : 'changes indexes';
  return `Collections' schema: ${text}`;
}
