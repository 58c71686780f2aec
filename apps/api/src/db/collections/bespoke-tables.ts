import { COLLECTIONS, type BespokeTarget } from '@console/contract';
import { tableOf } from './layout.ts';

/**
 * The tables of the areas outside the collections that a collection's reference may name (contract
 * bespoke-targets.ts): where the write checks the id, the list reads its name and an import finds it by that name.
 */
export const BESPOKE_TABLES: Readonly<Record<BespokeTarget, { table: string; title: string }>> = {
  projetos: { table: 'projects', title: 'title' },
};

/**
 * The collections' columns that name rows of an area outside them (an impact indicator's project): that area's delete
 * clears them, as a collection's delete clears an `onDelete: 'null'` reference.
 */
export const bespokeReferrersOf = (target: BespokeTarget): { table: string; column: string }[] =>
  COLLECTIONS.filter((def) => !def.readOnly).flatMap((def) =>
    def.fields
      .filter((field) => field.kind === 'reference' && field.target === target)
      .map((field) => ({ table: tableOf(def), column: field.name })),
  );
