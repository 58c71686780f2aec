// Each house rule of eslint.config.js catches one violating snippet and lets the allowed form pass, linted as if
// the snippet were the file named beside it (the file does not need to exist).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/**
 * The rule ids ESLint reports for `code` as the repository file `file`.
 * @param {string} file
 * @param {string} code
 */
const rulesFor = async (file, code) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal[0].message}`);
  return result.messages.map((message) => message.ruleId);
};

/** `count` lines of code, none blank. @param {number} count */
const lines = (count) => Array.from({ length: count }, (_, i) => `export const v${i} = ${i};`).join('\n');

/**
 * @typedef {{ file: string, code: string }} Snippet
 * @type {Array<{ rule: string, what: string, bad: Snippet[], good: Snippet[] }>}
 */
const cases = [
  {
    rule: 'house/boundaries',
    what: 'an API module imports another module',
    bad: [
      { file: 'apps/api/src/modules/feed/service.ts', code: "export { listUsers } from '../users/service.ts';" },
      {
        file: 'apps/api/src/modules/feed/sub/x.ts',
        code: "import { a } from '../../users/repo.ts';\nexport const b = a;",
      },
      { file: 'apps/api/src/modules/feed/x.ts', code: "export const m = () => import('../permissions/who.ts');" },
    ],
    good: [
      {
        file: 'apps/api/src/modules/feed/service.ts',
        code: "import { a } from './repo.ts';\nimport { b } from '../../platform/errors.ts';\nexport const c = [a, b];",
      },
    ],
  },
  {
    rule: 'house/boundaries',
    what: 'a console feature imports another feature',
    bad: [
      {
        file: 'apps/console/src/features/feed/routes/FeedPage.tsx',
        code: "import { a } from '../../users/api/users.ts';\nexport const b = a;",
      },
    ],
    good: [
      {
        file: 'apps/console/src/features/feed/routes/FeedPage.tsx',
        code: "import { a } from '../api/feed.ts';\nimport { b } from '../../../components/x.tsx';\nexport const c = [a, b];",
      },
    ],
  },
  {
    rule: 'house/boundaries',
    what: 'console lib/ or components/ import from features/ or app/',
    bad: [
      {
        file: 'apps/console/src/lib/x.ts',
        code: "import { a } from '../features/feed/api/feed.ts';\nexport const b = a;",
      },
      {
        file: 'apps/console/src/components/upload/X.tsx',
        code: "import { a } from '../../app/shell/menu.ts';\nexport const b = a;",
      },
    ],
    good: [
      {
        file: 'apps/console/src/components/upload/X.tsx',
        code: "import { a } from '../../lib/http.ts';\nexport const b = a;",
      },
    ],
  },
  {
    rule: 'house/boundaries',
    what: 'API platform/ imports a module',
    bad: [
      {
        file: 'apps/api/src/platform/audit.ts',
        code: "import { a } from '../modules/users/repo.ts';\nexport const b = a;",
      },
    ],
    good: [
      { file: 'apps/api/src/platform/audit.ts', code: "import { a } from '../db/database.ts';\nexport const b = a;" },
    ],
  },
  {
    rule: 'house/boundaries',
    what: 'the contract imports from the apps',
    bad: [
      {
        file: 'packages/contract/src/users.ts',
        code: "import { a } from '../../../apps/api/src/db/schema.ts';\nexport const b = a;",
      },
      {
        file: 'packages/contract/src/users.ts',
        code: "import { a } from '@console/console/src/lib/x.ts';\nexport const b = a;",
      },
    ],
    good: [
      {
        file: 'packages/contract/src/users.ts',
        code: "import { z } from 'zod';\nimport { a } from './constants.ts';\nexport const b = [z, a];",
      },
    ],
  },
  {
    rule: 'house/sql-in-repos',
    what: 'Kysely or raw SQL outside *repo.ts, db/ and platform/realtime/',
    bad: [
      {
        file: 'apps/api/src/modules/feed/service.ts',
        code: "import { sql } from 'kysely';\nexport const q = sql`select 1`;",
      },
      {
        file: 'apps/api/src/modules/feed/service.ts',
        code: "import { type Kysely, sql } from 'kysely';\nexport const q = (db: Kysely<object>) => [db, sql];",
      },
      {
        file: 'apps/api/src/platform/audit.ts',
        code: "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('users');",
      },
      {
        file: 'apps/api/src/modules/users/service.ts',
        code: "declare const sql: { raw(s: string): unknown };\nexport const q = sql.raw('select 1');",
      },
    ],
    good: [
      {
        file: 'apps/api/src/modules/feed/repo.ts',
        code: "import { sql } from 'kysely';\nexport const q = sql`select 1`;",
      },
      {
        file: 'apps/api/src/modules/permissions/who-repo.ts',
        code: "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('users');",
      },
      { file: 'apps/api/src/db/like.ts', code: "import { sql } from 'kysely';\nexport const q = sql`select 1`;" },
      {
        file: 'apps/api/src/platform/realtime/postgres-hub.ts',
        code: "import { sql } from 'kysely';\nexport const q = sql`select 1`;",
      },
      {
        file: 'apps/api/src/modules/feed/service.ts',
        code: "import type { Kysely } from 'kysely';\nexport type Db = Kysely<object>;",
      },
      {
        file: 'apps/api/src/modules/feed/posts.test.ts',
        code: "import { sql } from 'kysely';\nexport const q = sql`select 1`;",
      },
    ],
  },
  {
    rule: 'max-lines',
    what: 'a file of more than 400 lines (blank lines and comments not counted)',
    bad: [{ file: 'apps/api/src/modules/feed/service.ts', code: lines(401) }],
    good: [{ file: 'apps/api/src/modules/feed/service.ts', code: `${lines(400)}\n\n// a comment\n\n` }],
  },
  {
    rule: '@typescript-eslint/no-explicit-any',
    what: 'an explicit any outside the migrations',
    bad: [{ file: 'apps/api/src/modules/feed/service.ts', code: 'export const f = (x: any) => x;' }],
    good: [
      { file: 'apps/api/src/db/migrations/0001_init.ts', code: 'export const f = (x: any) => x;' },
      { file: 'apps/api/src/modules/feed/service.ts', code: 'export const f = (x: unknown) => x;' },
    ],
  },
  {
    rule: 'react-hooks/rules-of-hooks',
    what: 'a hook called conditionally',
    bad: [
      {
        file: 'apps/console/src/features/feed/X.tsx',
        code: "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}",
      },
    ],
    good: [
      {
        file: 'apps/console/src/features/feed/X.tsx',
        code: "import { useState } from 'react';\nexport function X() {\n  const [n] = useState(0);\n  return n;\n}",
      },
    ],
  },
  {
    rule: 'react-hooks/exhaustive-deps',
    what: 'an effect that leaves out what it reads',
    bad: [
      {
        file: 'apps/console/src/features/feed/X.tsx',
        code: "import { useEffect } from 'react';\nexport function X({ n }: { n: number }) {\n  useEffect(() => console.log(n), []);\n  return null;\n}",
      },
    ],
    good: [
      {
        file: 'apps/console/src/features/feed/X.tsx',
        code: "import { useEffect } from 'react';\nexport function X({ n }: { n: number }) {\n  useEffect(() => console.log(n), [n]);\n  return null;\n}",
      },
    ],
  },
  {
    rule: 'jsx-a11y/alt-text',
    what: 'an img without alt in the console',
    bad: [{ file: 'apps/console/src/components/Logo.tsx', code: 'export const Logo = () => <img src="/logo.png" />;' }],
    good: [
      {
        file: 'apps/console/src/components/Logo.tsx',
        code: 'export const Logo = () => <img src="/logo.png" alt="" />;',
      },
    ],
  },
  {
    rule: 'house/file-names',
    what: 'a file or folder named in another casing, or an area under its Portuguese wire name',
    bad: [
      { file: 'apps/api/src/modules/feed/feedRepo.ts', code: 'export const a = 1;' },
      { file: 'apps/api/src/modules/Feed/repo.ts', code: 'export const a = 1;' },
      { file: 'apps/console/src/features/feed/post_list.tsx', code: 'export const a = 1;' },
      { file: 'apps/api/src/db/migrations/22-next.ts', code: 'export const a = 1;' },
      { file: 'apps/api/src/modules/relatorios/routes.ts', code: 'export const a = 1;' },
      { file: 'apps/console/src/features/clientes/ClientsPage.tsx', code: 'export const a = 1;' },
      { file: 'packages/contract/src/projetos.ts', code: 'export const a = 1;' },
    ],
    good: [
      { file: 'apps/api/src/modules/feed/talk-repo.ts', code: 'export const a = 1;' },
      { file: 'apps/console/src/features/feed/PostList.tsx', code: 'export const a = 1;' },
      { file: 'apps/console/src/features/feed/usePosts.tsx', code: 'export const a = 1;' },
      { file: 'apps/console/src/app/auth-routes.tsx', code: 'export const a = 1;' },
      { file: 'apps/api/src/db/migrations/022_next.ts', code: 'export const a = 1;' },
      { file: 'apps/api/src/modules/reports/routes.ts', code: 'export const a = 1;' },
      { file: 'packages/contract/src/projects.ts', code: 'export const a = 1;' },
    ],
  },
];

// The first case loads ESLint with the whole repository's config: seconds while other suites share the cores.
describe('lint rules', { timeout: 30_000 }, () => {
  for (const { rule, what, bad, good } of cases) {
    it(`${rule} catches ${what}`, async () => {
      for (const { file, code } of bad) expect(await rulesFor(file, code), `${file}: ${code}`).toContain(rule);
      for (const { file, code } of good) expect(await rulesFor(file, code), `${file}: ${code}`).not.toContain(rule);
    });
  }

  it('ignores built and generated folders', async () => {
    for (const path of ['apps/console/dist/a.js', 'node_modules/x/a.js', '.reports/a.js', 'e2e/test-results/a.js']) {
      expect(await eslint.isPathIgnored(`${root}${path}`), path).toBe(true);
    }
    expect(await eslint.isPathIgnored(`${root}apps/api/src/app.ts`)).toBe(false);
  });
});
