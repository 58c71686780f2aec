import { describe, expect, it } from 'vitest';
import { keyColumn } from '../../db/collections/layout.ts';
import { collectionByEntity } from '@console/contract';
import { takenCombinations } from './many-repo.ts';
import { collectionSuite } from './test-kit.ts';

/**
 * The batch write's lookup of combinations already held (compound uniqueness of createMany, members already enrolled):
 * each engine's `holding` answers exactly the candidates a row of the client holds, for integer and text columns.
 * Both engines.
 */

const suite = collectionSuite();

describe('combinations already held', () => {
  it("answers the pairs a row of the client holds, not other clients' nor crossed ones", async () => {
    const { db } = suite.kit;
    const registrations = collectionByEntity('candidaturas')!;
    const table = 'c_candidaturas';
    const at = new Date().toISOString();
    const row = (client: number, vaga: number, email: string) => ({
      client_id: client,
      vaga_id: vaga,
      email,
      nome: email,
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto(table as never)
      .values([row(3, 901, 'ana@x.test'), row(3, 902, 'bia@x.test'), row(6, 901, 'bia@x.test')] as never)
      .execute();
    const columns = ['vaga_id', 'email'].map((name) => keyColumn(registrations, name));
    expect(columns.map((c) => c.type)).toEqual(['integer', 'text']);
    const taken = await takenCombinations(db, suite.kit.database.sql.collections, 3, table, columns, [
      [901, 'ana@x.test'],
      [901, 'bia@x.test'],
      [902, 'bia@x.test'],
      [903, 'ana@x.test'],
    ]);
    const keys = [901, 902, 903].flatMap((vaga) =>
      ['ana@x.test', 'bia@x.test'].map((email) => JSON.stringify([String(vaga), email])),
    );
    // Held by client 3: (901, ana) and (902, bia); (901, bia) is client 6's; (903, ana) nobody's.
    expect(keys.filter((key) => taken.has(key))).toEqual([
      JSON.stringify(['901', 'ana@x.test']),
      JSON.stringify(['902', 'bia@x.test']),
    ]);
    expect(await takenCombinations(db, suite.kit.database.sql.collections, 3, table, columns, [])).toEqual(new Set());
  });
});
