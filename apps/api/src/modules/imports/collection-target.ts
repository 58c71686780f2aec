import {
  collectionByEntity,
  createSchema,
  IMPORT_MESSAGES,
  isBespokeTarget,
  isKeptField,
  LANGUAGES,
  updateSchema,
  type CollectionDef,
  type FieldDef,
} from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { storedValues } from '../../db/collections/values.ts';
import { BESPOKE_TABLES } from '../../db/collections/bespoke-tables.ts';
import type { WrittenChange } from '../../platform/collection-writes.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { textOf, toBoolean, toIsoDate, toIsoDateTime, toNumber, toOption } from './cells.ts';
import { collectionRowsRepo } from './collection-repo.ts';
import { presentIds } from '../../db/collections/present-ids.ts';
import { cellText, type CellValue } from './read.ts';
import type { FieldError, ImportTarget, MappedRow, ValidRow } from './target.ts';

/** Files and images are uploaded through their dialog, not typed into a cell; what the platform computes is not typed. */
const importable = (def: CollectionDef): FieldDef[] =>
  def.fields.filter((f) => f.kind !== 'image' && f.kind !== 'file' && !isKeptField(f));

/** The table and naming column a reference or user field points at. */
function linkOf(field: FieldDef): { table: string; column: string } | null {
  if (field.kind === 'user') return { table: 'users', column: 'email' };
  if (field.kind !== 'reference') return null;
  if (isBespokeTarget(field.target)) {
    const { table, title } = BESPOKE_TABLES[field.target];
    return { table, column: title };
  }
  const target = field.target ? collectionByEntity(field.target) : undefined;
  return target ? { table: tableOf(target), column: target.title } : null;
}

/** A cell as the JSON body would carry it, by the field's kind; what does not convert stays for the schema to refuse. */
function valueOf(field: FieldDef, cell: CellValue): unknown {
  if (textOf(cell) === null) return null;
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'money':
      return toNumber(cell);
    case 'boolean':
      return toBoolean(cell);
    case 'date':
      return toIsoDate(cell);
    case 'datetime':
      return toIsoDateTime(cell);
    case 'enum':
      return (
        toOption(
          cell,
          (field.options ?? []).map((o) => ({ value: o.value, labels: LANGUAGES.map((l) => o.label[l]) })),
        ) ?? cellText(cell)
      );
    case 'audience':
      // An audience column holds its JSON ({"tipo":"todos"}); anything else is refused by the schema, per row.
      try {
        return JSON.parse(cellText(cell)) as unknown;
      } catch {
        return cellText(cell);
      }
    case 'tags':
      return cellText(cell)
        .split(/[,;]/)
        .map((t) => t.trim())
        .filter(Boolean);
    default:
      return cellText(cell);
  }
}

/**
 * A collection whose definition allows importing: the same schemas and checks as its create and update (references
 * within the client, unique values free), matched by the definition's import key so a second import updates.
 * Reference cells may hold the referenced row's id or its title; user cells an id or the user's e-mail.
 */
export function collectionTarget(deps: Pick<AppDeps, 'db' | 'sql' | 'collections'>, def: CollectionDef): ImportTarget {
  const { db, collections } = deps;
  const key = def.import!.key;
  const fields = importable(def);
  const table = tableOf(def);
  return {
    name: def.entity,
    tag: def.tag,
    entity: def.entity,
    fields: async () =>
      fields.map((f) => ({
        key: f.name,
        label: f.label['pt-br'],
        required: Boolean(f.required) && f.default === undefined,
        names: [f.name, ...LANGUAGES.map((l) => f.label[l])],
      })),

    async prepare(clientId, importer) {
      const actorId = importer.id;
      const keyOf = (row: MappedRow) => cellText(row.cells[key] ?? null);
      const uniqueFields = fields.filter((f) => f.unique);
      return {
        uniques: (row) =>
          uniqueFields.flatMap((f): [string, string][] =>
            textOf(row.cells[f.name] ?? null) === null ? [] : [[f.name, cellText(row.cells[f.name])]],
          ),

        async check(rows) {
          const repo = collectionRowsRepo(db);
          const existing = await repo.byValues(clientId, table, key, [...new Set(rows.map(keyOf).filter(Boolean))]);
          const early = new Map<number, FieldError[]>();
          const bodies = rows.map((row) => {
            const before = existing.get(keyOf(row));
            const body: Record<string, unknown> = {};
            for (const field of fields) {
              if (!(field.name in row.cells)) continue;
              const value = valueOf(field, row.cells[field.name]);
              if (value === null && before) continue; // a blank cell keeps what the row holds
              body[field.name] = value;
            }
            if (!before)
              for (const field of fields)
                if (body[field.name] == null && field.default !== undefined) body[field.name] = field.default;
            return { row, before, body };
          });
          // Reference cells holding a name become ids, one query per field.
          for (const field of fields) {
            const link = linkOf(field);
            if (!link) continue;
            const names = [
              ...new Set(bodies.map((b) => b.body[field.name]).filter((v): v is string => typeof v === 'string')),
            ];
            const ids = await repo.idsByText(
              clientId,
              link.table,
              link.column,
              field.kind === 'user' ? names.map((n) => n.toLowerCase()) : names,
            );
            for (const b of bodies) {
              const v = b.body[field.name];
              if (typeof v !== 'string') continue;
              const id = ids.get(field.kind === 'user' ? v.toLowerCase() : v);
              if (id === undefined)
                early.set(b.row.row, [
                  ...(early.get(b.row.row) ?? []),
                  { row: b.row.row, field: field.name, message: IMPORT_MESSAGES.reference },
                ]);
              b.body[field.name] = id;
            }
          }
          const parsed = bodies.map((b) => ({
            ...b,
            result: (b.before ? updateSchema(def) : createSchema(def)).safeParse(b.body),
          }));
          // Ids must name rows of this client (one query per referenced table); unique values must be free.
          const present = new Map<string, Set<number>>();
          for (const field of fields) {
            const link = linkOf(field);
            if (!link) continue;
            const ids = parsed.flatMap((p) =>
              p.result.success && typeof p.result.data[field.name] === 'number'
                ? [p.result.data[field.name] as number]
                : [],
            );
            present.set(field.name, await presentIds(db, deps.sql.collections, clientId, link.table, ids));
          }
          const holders = new Map<string, Map<string, number>>();
          for (const field of fields.filter((f) => f.unique && f.name !== key)) {
            const values = parsed.flatMap((p) =>
              p.result.success && p.result.data[field.name] != null ? [String(p.result.data[field.name])] : [],
            );
            holders.set(
              field.name,
              await repo
                .byValues(clientId, table, field.name, [...new Set(values)])
                .then((m) => new Map([...m].map(([v, r]) => [v, r.id]))),
            );
          }
          const valid: ValidRow[] = [];
          const errors: FieldError[] = [];
          for (const { row, before, result } of parsed) {
            const mine = early.get(row.row) ?? [];
            if (!result.success) {
              for (const issue of result.error.issues) {
                const field = issue.path.length ? String(issue.path[0]) : null;
                if (!mine.some((e) => e.field === field)) mine.push({ row: row.row, field, message: issue.message });
              }
            } else {
              const data = result.data as Record<string, unknown>;
              for (const [name, ids] of present)
                if (typeof data[name] === 'number' && !ids.has(data[name] as number))
                  mine.push({ row: row.row, field: name, message: IMPORT_MESSAGES.reference });
              for (const [name, taken] of holders) {
                const holder = data[name] == null ? undefined : taken.get(String(data[name]));
                if (holder !== undefined && holder !== before?.id)
                  mine.push({ row: row.row, field: name, message: IMPORT_MESSAGES.unique });
              }
              if (!mine.length)
                valid.push({ row: row.row, existing: before?.id ?? null, data: storedValues(def, data, before) });
            }
            errors.push(...mine);
          }
          return { valid, errors };
        },

        // Through the collections' own write path, row by row: the same checks, hooks, generated values,
        // computed figures and audit entries as a create or update from the console.
        async write(trx, rows) {
          const actor = { clientId, userId: actorId, grants: importer.grants };
          const changes: WrittenChange[] = [];
          for (const r of rows) {
            const data = r.data as Record<string, unknown>;
            changes.push(
              ...(r.existing === null
                ? await collections.create(trx, def, actor, data)
                : await collections.update(trx, def, actor, r.existing, data)),
            );
          }
          const created = rows.filter((r) => r.existing === null).length;
          return { created, updated: rows.length - created, mails: [], changes };
        },
      };
    },
  };
}
