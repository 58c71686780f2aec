import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  feedPageResponse,
  keysetPaginated,
  ok,
  rowSchema,
  userListResponse,
  userPageResponse,
  userPickerResponse,
} from '@console/contract';
import type { z } from 'zod';
import { testKit, type TestKit } from '../test/kit.ts';

/**
 * The routes whose response schemas are marked shapedByCode (platform/serializer.ts) answer without a check: their
 * answers must already be exactly their schemas' shape. Each is asked here and its answer parsed with the schema;
 * parsing strips unknown keys, so an answer equal to its parse holds no key the schema does not name.
 */

let k: TestKit;
beforeAll(async () => {
  k = await testKit();
});
afterAll(() => k.close());

async function answer(url: string, token = k.admin3): Promise<unknown> {
  const res = await k.call('GET', url, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** The answer parses with the schema, loses nothing to the parse and lists `least` rows or more. */
function expectShaped(schema: z.ZodType, body: unknown, least = 1): void {
  expect(schema.parse(body)).toEqual(body);
  const data = (body as { data: unknown[] | { data: unknown[] } }).data;
  expect((Array.isArray(data) ? data : data.data).length).toBeGreaterThanOrEqual(least);
}

describe('answers of routes that skip the response check', () => {
  it('users lists: pages, filters, searches, ids, the whole list and the picker', async () => {
    const ana = await k.idOf('ana@asta.demo');
    const [{ group_id: group }] = await k.db.selectFrom('users').select('group_id').where('id', '=', ana).execute();
    for (const query of [
      '',
      '&per_page=2&page=2',
      '&cursor=last',
      `&group=${group}`,
      '&search=an',
      '&search=ana',
      '&all=1',
      `&id=${ana}`,
    ]) {
      expectShaped(userListResponse, await answer(`/api/v2/admin/asap-user?client_id=3${query}`));
    }
    expectShaped(userPageResponse, await answer('/api/v2/admin/asap-user/search?client_id=3&search=asta'));
    expectShaped(userPickerResponse, await answer('/api/v2/admin/asap-user/list/users?client_id=3&search=a'));
  });

  it('feed lists: the feed, a folder, the author search, the moderation queue and the own posts', async () => {
    const post = await k.post(k.member3, { pasta_id: k.folders.geral, text: 'resposta conferida pelo schema' });
    await k.call('POST', `/api/v2/client/feed/pasta/item/${post.id}/like`, k.admin3);
    const lists = [
      '/api/v2/client/feed',
      `/api/v2/client/feed/pasta/${k.folders.geral}`,
      '/api/v2/client/feed/user/search/membro',
      '/api/v2/client/feed/moderacao',
    ];
    for (const list of lists)
      expectShaped(feedPageResponse, await answer(`${list}${list.includes('?') ? '&' : '?'}client_id=3`), 0);
    expectShaped(feedPageResponse, await answer('/api/v2/client/feed?client_id=3&per_page=1'));
    expectShaped(feedPageResponse, await answer('/api/v2/client/feed/user?client_id=3', k.member3));
  });

  it('collection lists: every collection the administrator opens', async () => {
    let answered = 0;
    for (const def of COLLECTIONS) {
      const res = await k.call('GET', `/api/v2/admin/${def.entity}?client_id=3&per_page=5`, k.admin3);
      if (res.statusCode === 403) continue;
      expect(res.statusCode, `${def.entity}: ${res.body}`).toBe(200);
      expectShaped(ok(keysetPaginated(rowSchema(def))), res.json(), 0);
      answered += 1;
    }
    expect(answered).toBeGreaterThanOrEqual(10);
  });
});
