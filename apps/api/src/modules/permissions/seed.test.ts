import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/index.ts';
import { DEMO_PASSWORD, testDatabase } from '../../test/context.ts';

describe('demo folders and dashboards', () => {
  it('are seeded on a fresh database, and added to one seeded before they existed, once', async () => {
    const { database, dispose } = await testDatabase();
    const db = database.db;
    const count = async (table: 'feed_folders' | 'folder_permissions' | 'bi_dashboards' | 'bi_permissions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      const fresh = {
        folders: await count('feed_folders'),
        grants: await count('folder_permissions'),
        dashboards: await count('bi_dashboards'),
        held: await count('bi_permissions'),
      };
      expect(fresh).toEqual({ folders: 7 * 3, grants: 7 * 5, dashboards: 7 * 3, held: 7 * 4 });
      // A database seeded before migration 006 has the tables empty.
      for (const table of ['folder_permissions', 'feed_folders', 'bi_permissions', 'bi_dashboards'] as const)
        await db.deleteFrom(table).execute();
      expect(await seedDemo(db, DEMO_PASSWORD)).toBeNull();
      expect(await seedDemo(db, DEMO_PASSWORD)).toBeNull();
      expect({
        folders: await count('feed_folders'),
        grants: await count('folder_permissions'),
        dashboards: await count('bi_dashboards'),
        held: await count('bi_permissions'),
      }).toEqual(fresh);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
