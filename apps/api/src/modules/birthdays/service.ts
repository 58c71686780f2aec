import type { BirthdayItem, BirthdaysQuery } from '@console/contract';
import { searchKey } from '../../db/search-keys.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { birthdayRows } from './repo.ts';

/** The members' birthdays of a month, with the age each turns in the clock's year. */
export function birthdaysService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    async list(clientId: number, query: BirthdaysQuery): Promise<Page<BirthdayItem>> {
      const month = String(query.month).padStart(2, '0');
      const { rows, total } = await birthdayRows(
        deps.db,
        clientId,
        month,
        searchKey(query.search ?? '') || undefined,
        pageWindow(query),
      );
      const year = new Date(deps.clock()).getUTCFullYear();
      const items = rows.map((row) => {
        const birth = row.birth_date ?? '';
        return {
          id: row.id,
          name: row.name,
          email: row.email,
          picture: row.picture,
          birth_date: birth,
          day: Number(birth.slice(8, 10)),
          turns: year - Number(birth.slice(0, 4)),
          group_name: row.group_name ?? null,
        };
      });
      return toPage(items, total, query);
    },
  };
}
