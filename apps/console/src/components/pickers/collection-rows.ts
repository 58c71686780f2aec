import { COLLECTIONS_BASE, collectionByEntity, isBespokeTarget, type CollectionRow } from '@console/contract';
import type { SelectItem } from './SelectDialog.tsx';
import { dataProvider } from '../../lib/data-provider.ts';
import { searchProjects } from '../../lib/project-search.ts';

/** How many matches a picker shows per search. */
const PICKER_ROWS = 20;

/** The name of a row of `entity`: its title field (the definition's; a project's title), else its number. */
export function rowTitle(entity: string, row: CollectionRow): string {
  const title = isBespokeTarget(entity) ? 'title' : collectionByEntity(entity)?.title;
  const value = title ? row[title] : undefined;
  return typeof value === 'string' && value ? value : `#${row.id}`;
}

/** The rows of the referenced collection whose text matches the term (the list's own search; the projects' list). */
export const searchRows =
  (entity: string) =>
  async (term: string, signal: AbortSignal): Promise<CollectionRow[]> =>
    isBespokeTarget(entity)
      ? searchProjects(term, signal)
      : (
          await dataProvider.getList(
            { base: COLLECTIONS_BASE, entity },
            { search: term, per_page: PICKER_ROWS },
            signal,
          )
        ).data;

/** The name of one row of a collection, read by its id (undefined for the projects area: its pickers name theirs). */
export const rowName = (entity: string): ((id: string, signal: AbortSignal) => Promise<string>) | undefined =>
  isBespokeTarget(entity)
    ? undefined
    : async (id, signal) => rowTitle(entity, await dataProvider.getOne({ base: COLLECTIONS_BASE, entity }, id, signal));

export const rowItem =
  (entity: string) =>
  (row: CollectionRow): SelectItem => ({ id: row.id, description: rowTitle(entity, row) });
