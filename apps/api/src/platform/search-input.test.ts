import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, isSearchable } from '@console/contract';
import { bearer, testContext, type TestContext } from '../test/context.ts';
import { hostileStrings, percentEncode } from '../test/hostile-strings.ts';

/**
 * Property test of every search input: random strings built from what breaks full-text and LIKE queries (NUL and
 * other controls, lone surrogates, quotes, FTS5 and tsquery operators, LIKE wildcards, backslashes, very long runs)
 * reach each search parameter of each route, and each answer is a 200 or a 422 in the envelope, never a 500.
 * A seeded generator keeps a failure reproducible: the failing input is in the assertion message.
 */

/** Every search input of the API: a query parameter, or a path parameter (`{name}` in the url); `doc` names the documented path when the url fills one in. */
const INPUTS: { url: string; param: string; doc?: string }[] = [
  { url: '/api/v2/admin/asap-user?client_id=3', param: 'search' },
  { url: '/api/v2/admin/asap-user/search?client_id=3', param: 'search' },
  { url: '/api/v2/admin/asap-user/list/users?client_id=3', param: 'search' },
  { url: '/api/v2/admin/asap-user/list/permission?client_id=3&tag=feed', param: 'search' },
  { url: '/api/v2/admin/file/all?client_id=3', param: 'search' },
  { url: '/api/v2/admin/outbox?client_id=16', param: 'to' },
  { url: '/api/v2/client/feed/user/search/{term}?client_id=3', param: 'term' },
  { url: '/api/v2/admin/aniversariantes?client_id=3&month=5', param: 'search' },
  { url: '/api/v2/admin/ranking?client_id=3', param: 'to' },
  { url: '/api/v2/admin/asap-client?client_id=16', param: 'search' },
  { url: '/api/v2/admin/projetos/sessoes?client_id=3', param: 'search' },
  { url: '/api/v2/admin/projetos/list?client_id=3', param: 'search' },
  { url: '/api/v2/admin/projetos/avaliadores?client_id=3', param: 'search' },
  { url: '/api/v2/projetos/pessoas?client_id=3', param: 'search' },
  // The periods of the dashboard and the reports: a day that is not one answers 422.
  { url: '/api/v2/admin/dashboard?client_id=3&from=2026-01-01', param: 'to' },
  {
    url: '/api/v2/admin/relatorios/membros?client_id=3&from=2026-01-01',
    param: 'to',
    doc: '/api/v2/admin/relatorios/{key}',
  },
  { url: '/api/v2/admin/relatorios-resumo?client_id=16&from=2026-01-01', param: 'to' },
  // Every collection's list reads ?search through the same schema and planner: a table of its own searched through its
  // search index, a child under its parent, an earlier table (groups), and the read-only audit log.
  { url: '/api/v2/admin/cursos?client_id=3', param: 'search' },
  { url: '/api/v2/admin/curso_id/1/modulos?client_id=3', param: 'search' },
  { url: '/api/v2/admin/grupos?client_id=3', param: 'search' },
  { url: '/api/v2/admin/auditoria?client_id=3', param: 'search' },
];
/** The list paths of the collections, which the inputs above stand for. */
const COLLECTION_LISTS = new Set(
  COLLECTIONS.flatMap((c) => [
    `/api/v2/admin/${c.entity}`,
    ...(c.parent ? [`/api/v2/admin/${c.parent.param}/{parentId}/${c.entity}`] : []),
  ]),
);
// eslint-disable-next-line no-control-regex -- the controls are the point
const CONTROLS = /[\u0000-\u001f\u007f]/g;
const SEARCH_NAMES = ['search', 'term', 'to', 'q', 'query', 'filter'];

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await testContext();
  // The platform administrator holds every grant and may act for any client (outbox included).
  token = await ctx.token('admin@admin.demo', 16);
});
afterAll(() => ctx.close());

describe('search inputs', () => {
  it('covers every free-text parameter the API documents', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.values(operations).flatMap((op) =>
        (op.parameters ?? []).filter((p) => SEARCH_NAMES.includes(p.name)).map((p) => `${path} ${p.name}`),
      ),
    );
    const covered = INPUTS.map((input) => `${input.doc ?? input.url.split('?')[0]} ${input.param}`);
    expect(documented.filter((d) => !covered.includes(d) && !COLLECTION_LISTS.has(d.split(' ')[0]))).toEqual([]);
  });

  for (const [index, input] of INPUTS.entries()) {
    it(`${input.url.split('?')[0]} ?${input.param}: never a 500, always the envelope`, async () => {
      for (const text of hostileStrings(1000 + index, 80)) {
        const value = percentEncode(text);
        const url = input.url.includes(`{${input.param}}`)
          ? input.url.replace(`{${input.param}}`, value)
          : `${input.url}&${input.param}=${value}`;
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
        const what = `${JSON.stringify(text).slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        const isPath = input.url.includes(`{${input.param}}`);
        // In a path the router refuses first, in the envelope too: a parameter past its length limit (414), bytes that
        // are no UTF-8 (a lone surrogate, 400).
        const allowed = [
          200,
          422,
          ...(isPath && value.length > 100 ? [414] : []),
          ...(isPath && !isSearchable(text.replace(CONTROLS, '')) ? [400] : []),
        ];
        expect(allowed, what).toContain(res.statusCode);
        const body = res.json();
        if (res.statusCode === 200) expect(body.success, what).toBe(true);
        else expect(body, what).toMatchObject({ success: false, message: expect.any(String) });
      }
    });
  }
});
