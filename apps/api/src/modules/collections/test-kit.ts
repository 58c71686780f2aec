import { buildResourcePath, COLLECTIONS_BASE } from '@console/contract';
import { afterAll, beforeAll } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';

/**
 * Helpers of the collections' API tests: paths as the console builds them (the contract's buildResourcePath), rows
 * read through the API, and grants given through the permissions API (which refreshes the user's session).
 */

export type Query = Record<string, string | number | boolean | null | undefined>;

/** `/api/v2/admin[/<param>/<parent id>]/<entity>[/<id>][?query]`. */
export const pathOf = (entity: string, options: { id?: number; params?: Query; query?: Query } = {}): string =>
  buildResourcePath({ base: COLLECTIONS_BASE, entity, id: options.id, params: options.params, query: options.query });

export interface Page {
  data: Record<string, unknown>[];
  current_page: number;
  last_page: number;
  total: number;
  next_cursor: string | null;
  prev_cursor: string | null;
  total_estimated: boolean;
}

export function collectionCalls(kit: TestKit) {
  return {
    /** A list page, failing the test on anything but 200. */
    async list(token: string, entity: string, query: Query = {}, params: Query = {}): Promise<Page> {
      const res = await kit.call('GET', pathOf(entity, { query, params }), token);
      if (res.statusCode !== 200) throw new Error(`list ${entity}: ${res.statusCode} ${res.body}`);
      return res.json().data as Page;
    },
    /** Creates a row, failing the test on anything but 201. */
    async create(
      token: string,
      entity: string,
      body: Record<string, unknown>,
      params: Query = {},
    ): Promise<Record<string, unknown> & { id: number }> {
      const res = await kit.call('POST', pathOf(entity, { params }), token, body);
      if (res.statusCode !== 201) throw new Error(`create ${entity}: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    /** Gives a user a collection's tag and exactly these sub-tags (the others off), as an administrator of client 3 does. */
    async grant(userId: number, tag: string, subs: string[]): Promise<void> {
      const module = `/api/v2/admin/asap-user/permission/module/${userId}?modulo=${tag}`;
      const record = await kit.call('POST', module, kit.admin3, { enabled: true });
      if (record.statusCode !== 200) throw new Error(`grant ${tag}: ${record.statusCode} ${record.body}`);
      const id = record.json().data.permission.id as number;
      for (const sub of ['criar', 'editar', 'excluir', 'exportar']) {
        const res = await kit.call('PUT', `/api/v2/admin/permission/${id}/sub/update`, kit.admin3, {
          tag: `${tag}.${sub}`,
          enabled: subs.includes(sub),
        });
        if (res.statusCode !== 200) throw new Error(`grant ${tag}.${sub}: ${res.statusCode} ${res.body}`);
      }
    },
    /** Takes a collection's tag away from a user. */
    async revoke(userId: number, tag: string): Promise<void> {
      const res = await kit.call(
        'POST',
        `/api/v2/admin/asap-user/permission/module/${userId}?modulo=${tag}`,
        kit.admin3,
        { enabled: false },
      );
      if (res.statusCode !== 200) throw new Error(`revoke ${tag}: ${res.statusCode} ${res.body}`);
    },
  };
}

/** A test file's kit and collection calls: opened before its tests, closed after them. */
export function collectionSuite(): { kit: TestKit; api: ReturnType<typeof collectionCalls> } {
  const suite = {} as { kit: TestKit; api: ReturnType<typeof collectionCalls> };
  beforeAll(async () => {
    suite.kit = await testKit();
    suite.api = collectionCalls(suite.kit);
  });
  afterAll(() => suite.kit.close());
  return suite;
}
