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

export const rowItem =
  (entity: string) =>
  (row: CollectionRow): SelectItem => ({ id: row.id, description: rowTitle(entity, row) });
