import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';
import { collectionCalls, pathOf } from './test-kit.ts';

/** A child collection's export under a parent of another client answers 404, never an empty file (issue 27). */

let kit: TestKit;
let api: ReturnType<typeof collectionCalls>;

beforeAll(async () => {
  kit = await testKit();
  api = collectionCalls(kit);
});
afterAll(() => kit.close());

describe('export under a parent', () => {
  it('answers the file under one of the client’s own parents and 404 under another client’s', async () => {
    const own = (await api.list(kit.admin3, 'cursos')).data[0].id as number;
    const other = (await api.list(kit.admin6, 'cursos')).data[0].id as number;
    const mine = await kit.call(
      'GET',
      pathOf('modulos', { params: { curso_id: own }, query: { format: 'csv' } }),
      kit.admin3,
    );
    expect(mine.statusCode, mine.body.slice(0, 200)).toBe(200);
    for (const format of ['csv', 'xlsx']) {
      const res = await kit.call(
        'GET',
        pathOf('modulos', { params: { curso_id: other }, query: { format } }),
        kit.admin3,
      );
      expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    // Nothing was audited as exported for the refused requests.
    const audited = await kit.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'modulos.export')
      .execute();
    expect(audited).toHaveLength(1);
  });
});
