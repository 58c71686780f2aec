import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionDef } from '@console/contract';
import { diffSchemas, migrationSource, renamesOf, summaryOf } from './diff.ts';
import { schemaOf, snapshotFrom } from './snapshot.ts';

/**
 * The files `npm run collections:diff` writes: the next migration (NNN_<slug>.ts), its line in the migrations' index,
 * and the snapshot, now the definitions' schema. `format` is Prettier's, so the files pass lint as written.
 */
export interface DiffTarget {
  migrationsDir: string;
  snapshotFile: string;
  format: (text: string, file: string) => Promise<string>;
}

export interface DiffOutcome {
  /** The migration's file name, or null when the schema needs no DDL (nothing changed, or only the snapshot). */
  migration: string | null;
  steps: number;
  snapshotChanged: boolean;
}

export async function writeCollectionsDiff(
  defs: readonly CollectionDef[],
  target: DiffTarget,
  slug = 'collections_schema',
): Promise<DiffOutcome> {
  if (!/^[a-z][a-z0-9_]*$/.test(slug)) throw new Error(`--name ${slug}: lower snake case, please`);
  const before = snapshotFrom(JSON.parse(readFileSync(target.snapshotFile, 'utf8')));
  const after = schemaOf(defs);
  const changes = diffSchemas(before, after, renamesOf(defs));
  const snapshotChanged = JSON.stringify(before) !== JSON.stringify(after);
  let migration: string | null = null;
  if (changes.length) {
    const number = nextNumber(target.migrationsDir);
    const indexFile = join(target.migrationsDir, 'index.ts');
    const index = readFileSync(indexFile, 'utf8');
    const fn = functionNameOf(slug, number, index);
    const key = `${number}_${slug}`;
    migration = `${key}.ts`;
    const file = join(target.migrationsDir, migration);
    writeFileSync(file, await target.format(migrationSource(fn, summaryOf(changes), changes), file));
    writeFileSync(indexFile, await target.format(withMigration(index, key, fn), indexFile));
  }
  if (snapshotChanged)
    writeFileSync(target.snapshotFile, await target.format(JSON.stringify(after), target.snapshotFile));
  return { migration, steps: changes.length, snapshotChanged };
}

function nextNumber(dir: string): string {
  const numbers = readdirSync(dir).flatMap((name) => {
    const found = /^(\d{3})_.*\.ts$/.exec(name);
    return found ? [Number(found[1])] : [];
  });
  return String(Math.max(0, ...numbers) + 1).padStart(3, '0');
}

/** `rename_event_title` → renameEventTitle; with its number when the index already imports that name. */
function functionNameOf(slug: string, number: string, index: string): string {
  const name = slug.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return new RegExp(`\\b${name}\\b`).test(index) ? `${name}${number}` : name;
}

/** The index with the migration imported after the last one and listed last. */
function withMigration(index: string, key: string, fn: string): string {
  const imports = [...index.matchAll(/^import \{ \w+ \} from '\.\/\d{3}_[\w]+\.ts';$/gm)];
  const last = imports.at(-1);
  const entries = [...index.matchAll(/^ {4}'\d{3}_\w+': .*,$/gm)];
  const lastEntry = entries.at(-1);
  if (!last || !lastEntry) throw new Error('migrations/index.ts: no migration imports or entries found');
  const importAt = last.index + last[0].length;
  const entryAt = lastEntry.index + lastEntry[0].length;
  return (
    index.slice(0, importAt) +
    `\nimport { ${fn} } from './${key}.ts';` +
    index.slice(importAt, entryAt) +
    `\n    '${key}': ${fn}(dialect),` +
    index.slice(entryAt)
  );
}
