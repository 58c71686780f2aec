import {
  collectionByEntity,
  COLLECTIONS,
  isBespokeTarget,
  isMultiple,
  REFERENCE_KINDS,
  type CollectionDef,
  type OnDelete,
} from '@console/contract';
import { linkTableOf, multipleFieldsOf, tableOf } from '../../db/collections/layout.ts';
import { perDefinition } from '../../db/collections/per-definition.ts';
import { BESPOKE_TABLES } from '../../db/collections/bespoke-tables.ts';

/**
 * Who refers to whom: the collections' own references (reference fields, parents), and the columns of earlier
 * tables that point at collections living in them (users belong to a group and a regional, and may have a unit
 * and a job role; BI grants name a dashboard). A delete consults it to cascade, clear or refuse.
 */
export interface Referrer {
  table: string;
  column: string;
  onDelete: OnDelete;
  /** What the 409 names: the referring collection's entity, or the earlier area's menu tag. */
  name: string;
  def?: CollectionDef;
}

const EARLIER: Readonly<Record<string, Referrer[]>> = {
  grupos: [{ table: 'users', column: 'group_id', onDelete: 'restrict', name: 'usuarios' }],
  regional: [{ table: 'users', column: 'regional_id', onDelete: 'restrict', name: 'usuarios' }],
  // A user's unit and job role (users/links.ts) are optional: a deleted one leaves its users without it.
  unidades: [{ table: 'users', column: 'unidade_id', onDelete: 'null', name: 'usuarios' }],
  cargos: [{ table: 'users', column: 'cargo_id', onDelete: 'null', name: 'usuarios' }],
  bi: [{ table: 'bi_permissions', column: 'dashboard_id', onDelete: 'cascade', name: 'permissoes' }],
};

export function referrersOf(def: CollectionDef): Referrer[] {
  const out: Referrer[] = [...(EARLIER[def.entity] ?? [])];
  for (const other of COLLECTIONS) {
    if (other.readOnly) continue;
    if (other.parent?.entity === def.entity)
      out.push({
        table: tableOf(other),
        column: other.parent.param,
        onDelete: other.parent.onDelete ?? 'restrict',
        name: other.entity,
        def: other,
      });
    for (const field of other.fields) {
      if (field.kind === 'reference' && field.target === def.entity && !isMultiple(field)) {
        out.push({
          table: tableOf(other),
          column: field.name,
          onDelete: field.onDelete ?? 'restrict',
          name: other.entity,
          def: other,
        });
      }
    }
  }
  return out;
}

/** A multiple field of another collection that links to this one's rows, and its table of links. */
interface LinkReferrer {
  def: CollectionDef;
  field: string;
  table: string;
  /** 'restrict' refuses the removal while links remain; otherwise (the default) the links go with the target. */
  onDelete: OnDelete;
}

export const linkReferrersOf = perDefinition((def): LinkReferrer[] =>
  COLLECTIONS.filter((other) => !other.readOnly).flatMap((other) =>
    multipleFieldsOf(other)
      .filter((field) => field.kind === 'reference' && field.target === def.entity)
      .map((field) => ({
        def: other,
        field: field.name,
        table: linkTableOf(other, field),
        onDelete: field.onDelete ?? 'null',
      })),
  ),
);

/** The table and naming column a reference or user field points at. */
export function targetOf(
  kind: string,
  target: string | undefined,
): { table: string; title: string; def?: CollectionDef } | undefined {
  if (kind === 'user') return { table: 'users', title: 'name' };
  if (!REFERENCE_KINDS.has(kind as never) || !target) return undefined;
  if (isBespokeTarget(target)) return BESPOKE_TABLES[target];
  const def = COLLECTIONS.find((c) => c.entity === target);
  return def ? { table: tableOf(def), title: def.title, def } : undefined;
}

/** A column of a collection that names another row (a reference or user field, the parent), and where its title is. */
export interface LabelLink {
  name: string;
  table: string;
  title: string;
}

/** The columns whose rows' titles a presented row carries as its labels. */
export const labelLinksOf = perDefinition((def): LabelLink[] => {
  const links = def.fields.flatMap((f) => {
    if (isMultiple(f)) return [];
    const target = targetOf(f.kind, f.target);
    return target ? [{ name: f.name, table: target.table, title: target.title }] : [];
  });
  const parent = def.parent && collectionByEntity(def.parent.entity);
  if (def.parent && parent) links.push({ name: def.parent.param, table: tableOf(parent), title: parent.title });
  return links;
});

/** A referenced id that is not a row of the client (a single or batch write, an action's input): 422 on its field. */
export const REFERENCE_MESSAGE = 'Registro não encontrado nesta organização.';
