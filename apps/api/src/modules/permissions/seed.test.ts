import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { collectionByEntity } from '@console/contract';
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

describe('demo BI dashboards', () => {
  it('carry every field the BI panels screen lists, also once completed on a database seeded with key and name only', async () => {
    const { database, dispose } = await testDatabase();
    const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const listed = collectionByEntity('bi')!.fields.filter((f) => f.list || f.name === 'descricao');
    const rows = () => db.selectFrom('bi_dashboards').selectAll().where('client_id', '=', 3).orderBy('key').execute();
    try {
      const fresh = await rows();
      expect(fresh.map((r) => r.key)).toEqual(['engajamento', 'frequencia', 'vendas']);
      for (const row of fresh)
        for (const field of listed) expect(row[field.name], `${row.key}.${field.name}`).not.toBeNull();
      expect(fresh[2]).toMatchObject({
        name: 'Vendas',
        url: 'https://bi.exemplo.com.br/asta/vendas',
        area: 'comercial',
        ativo: 1,
      });
      // An older demo database: its dashboards have a key and a name only.
      await db
        .updateTable('bi_dashboards')
        .set(
          Object.fromEntries(
            ['url', 'descricao', 'area', 'responsavel', 'atualizacao_horas', 'ativo'].map((c) => [c, null]),
          ),
        )
        .execute();
      expect(await seedDemo(database.db, DEMO_PASSWORD)).toBeNull();
      expect(await rows()).toEqual(
        fresh.map((r) => ({ ...r, created_at: expect.anything(), updated_at: expect.anything() })),
      );
    } finally {
      await database.close();
      await dispose();
    }
  });
});
