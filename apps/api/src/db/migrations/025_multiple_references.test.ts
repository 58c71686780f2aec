import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { collectionSuite } from '../../modules/collections/test-kit.ts';
import { multipleReferences } from './025_multiple_references.ts';

/**
 * The upgrade of a database made before multiple references and unit references (issue 28): a single group becomes
 * an announcement's first link; a unit written as text becomes the reference to the unit of that name, or stays empty.
 */

const suite = collectionSuite();
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

describe('025 multiple references', () => {
  it('keeps the data of the fields it converts', async () => {
    const { kit } = suite;
    const db = kit.db as unknown as AnyDb;
    // The columns as the earlier definitions had them.
    await sql`alter table c_comunicados add column grupo_id integer`.execute(db);
    await sql`alter table c_checkins add column unidade text`.execute(db);
    const grupo = await db.selectFrom('groups').select('id').where('client_id', '=', 3).executeTakeFirstOrThrow();
    const unidade = await db
      .selectFrom('c_unidades')
      .select(['id', 'nome'])
      .where('client_id', '=', 3)
      .executeTakeFirstOrThrow();
    const { id: comunicado } = await db
      .insertInto('c_comunicados')
      .values({ client_id: 3, titulo: 'Antigo', mensagem: '<p>x</p>', publico: 'grupo', grupo_id: grupo.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const checkin = async (text: string) =>
      Number(
        (
          await db
            .insertInto('c_checkins')
            .values({ client_id: 3, unidade: text, entrada: '2026-01-01T10:00:00.000Z', origem: 'app' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const named = await checkin(`  ${String(unidade.nome).toUpperCase()} `);
    const unknown = await checkin('Unidade que não existe');

    await multipleReferences(kit.database.sql).up(db);

    const links = await db
      .selectFrom('c_comunicados__grupos')
      .select('target_id')
      .where('row_id', '=', comunicado)
      .execute();
    expect(links.map((l) => Number(l.target_id))).toEqual([Number(grupo.id)]);
    const units = await db
      .selectFrom('c_checkins')
      .select(['id', 'unidade_id'])
      .where('id', 'in', [named, unknown])
      .execute();
    expect(
      Object.fromEntries(units.map((u) => [Number(u.id), u.unidade_id === null ? null : Number(u.unidade_id)])),
    ).toEqual({
      [named]: Number(unidade.id),
      [unknown]: null,
    });
  });
});
