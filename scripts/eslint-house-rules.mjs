// House rules of the layout (DESIGN.md "Layout"), as ESLint rules of a local plugin `house`:
// - `house/boundaries`: an API module imports no other module; `platform/` imports no module; a console feature
//   imports no other feature; console `lib/` and `components/` import nothing from `features/` or `app/`; the
//   contract imports nothing from the apps.
// - `house/sql-in-repos`: Kysely and raw SQL (a value import from 'kysely', the `sql` tag, `db.selectFrom(...)` and
//   the other query starters) only in files named `*repo.ts`, under `apps/api/src/db/` or under
//   `apps/api/src/platform/realtime/`. Type-only imports carry no SQL and are allowed. Which files the rule covers
//   (the API sources, not its tests) is decided in eslint.config.js.
// - `house/file-names`: folders and files are named in kebab-case (`user-form-repo.ts`), React components in
//   PascalCase (`UsersPage.tsx`), hooks as `useName.tsx`, migrations as `NNN_name.ts`: one spelling per name, so an
//   area found under one name is not also under another's casing; an area is filed under its English name in every
//   package (`projects`, not the wire's `projetos`).
// Imports are resolved to paths inside the repository, so `../users/service.ts` and `../../users/x.ts` are the
// same module whatever the depth of the importing file.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Workspace package names and the folder each one stands for.
 * @type {Record<string, string>}
 */
const packages = {
  '@console/api': 'apps/api',
  '@console/console': 'apps/console',
  '@console/contract': 'packages/contract',
};

/**
 * The repository-relative path an import names, or null for a package from node_modules.
 * @param {string} file absolute path of the importing file
 * @param {string} spec the import specifier
 * @returns {string | null}
 */
const target = (file, spec) => {
  if (spec.startsWith('.'))
    return relative(root, resolve(dirname(file), spec))
      .split('\\')
      .join('/');
  const name = Object.keys(packages).find((pkg) => spec === pkg || spec.startsWith(`${pkg}/`));
  return name ? packages[name] + spec.slice(name.length) : null;
};

/**
 * The area (first folder) of `path` under `base`, or null when `path` is not under `base`.
 * @param {string} path
 * @param {string} base
 * @returns {string | null}
 */
const area = (path, base) => (path.startsWith(`${base}/`) ? path.slice(base.length + 1).split('/')[0] : null);

/**
 * Why `from` may not import `to` (both repository-relative), or null when it may.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export const boundaryBreak = (from, to) => {
  const apiModule = 'apps/api/src/modules';
  const feature = 'apps/console/src/features';
  const own = area(from, apiModule);
  const other = area(to, apiModule);
  if (own && other && own !== other) {
    return `the API module '${own}' imports the module '${other}': move the shared code to platform/`;
  }
  if (area(from, 'apps/api/src') === 'platform' && other) {
    return `platform/ imports the module '${other}': platform/ serves the modules, never the reverse`;
  }
  const ownFeature = area(from, feature);
  const otherFeature = area(to, feature);
  if (ownFeature && otherFeature && ownFeature !== otherFeature) {
    return `the console feature '${ownFeature}' imports the feature '${otherFeature}': move the shared code to components/, lib/ or app/`;
  }
  const layer = area(from, 'apps/console/src');
  const targetLayer = area(to, 'apps/console/src');
  if ((layer === 'lib' || layer === 'components') && (targetLayer === 'features' || targetLayer === 'app')) {
    return `console ${layer}/ imports from ${targetLayer}/: ${layer}/ is shared below the features and the app`;
  }
  if (from.startsWith('packages/contract/') && to.startsWith('apps/')) {
    return 'the contract imports from the apps: the apps depend on the contract, never the reverse';
  }
  return null;
};

/**
 * Calls every `check(node, spec)` for the imports, re-exports and dynamic imports of a file.
 * @param {(node: any, spec: string) => void} check
 */
const onImports = (check) => {
  /** @param {any} node */
  const bySource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: bySource,
    ExportNamedDeclaration: bySource,
    ExportAllDeclaration: bySource,
    /** @param {any} node */
    ImportExpression: (node) => {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
    },
  };
};

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between API modules, console features and layers, and the contract' },
    schema: [],
  },
  create(context) {
    const from = relative(root, context.filename).split('\\').join('/');
    return onImports((node, spec) => {
      const to = target(context.filename, spec);
      const reason = to && boundaryBreak(from, to);
      if (reason) context.report({ node, message: `Import boundary: ${reason}.` });
    });
  },
};

/** The Kysely methods that start a query. */
const queryStarters = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
]);

/**
 * True when SQL may be written in this repository-relative file.
 * @param {string} path
 */
export const sqlAllowed = (path) =>
  /repo\.ts$/.test(path) || path.startsWith('apps/api/src/db/') || path.startsWith('apps/api/src/platform/realtime/');

/** @type {import('eslint').Rule.RuleModule} */
const sqlInRepos = {
  meta: {
    type: 'problem',
    docs: { description: 'Kysely and raw SQL only in *repo.ts, apps/api/src/db/ and apps/api/src/platform/realtime/' },
    schema: [],
  },
  create(context) {
    if (sqlAllowed(relative(root, context.filename).split('\\').join('/'))) return {};
    const where = 'belongs in a *repo.ts file (or under db/ or platform/realtime/)';
    return {
      /** @param {any} node */
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        /** @type {any[]} */
        const specifiers = node.specifiers;
        const values = specifiers.filter((specifier) => specifier.importKind !== 'type');
        if (specifiers.length === 0 || values.length > 0) context.report({ node, message: `Kysely ${where}.` });
      },
      /** @param {any} node */
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type === 'Identifier' && tag.name === 'sql') context.report({ node, message: `Raw SQL ${where}.` });
      },
      /** @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (callee.object.type === 'Identifier' && callee.object.name === 'sql') {
          context.report({ node, message: `Raw SQL ${where}.` });
        } else if (queryStarters.has(callee.property.name)) {
          context.report({ node, message: `A query (${callee.property.name}) ${where}.` });
        }
      },
    };
  },
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Areas are named in English in code (issue 27: `clientes` beside `clients`, `relatorios` beside `reports`); the
 * Portuguese names stay on the wire (paths, tags, fields) as the spec has them. An area folder under one of these
 * Portuguese wire names gets the English one.
 * @type {Record<string, string>}
 */
const AREA_NAMES = {
  aniversariantes: 'birthdays',
  arquivos: 'files',
  'caixa-de-saida': 'outbox',
  clientes: 'clients',
  cores: 'branding',
  permissoes: 'permissions',
  projetos: 'projects',
  relatorios: 'reports',
  usuarios: 'users',
};
/** The folders whose children are areas, one per package. */
const AREA_ROOTS = ['packages/contract/src', 'apps/api/src/modules', 'apps/console/src/features', 'e2e/tests', 'docs'];

/**
 * The area a path is filed under, by its folder (or its file, for the contract's and docs' one-file areas).
 * @param {string} path
 * @returns {string | null}
 */
const areaOf = (path) => {
  const base = AREA_ROOTS.find((folder) => path.startsWith(`${folder}/`));
  return base ? path.slice(base.length + 1).split(/[/.]/)[0] : null;
};

/**
 * Why a repository-relative path is misnamed, or null when its folders and file name follow the house's casing.
 * @param {string} path
 * @returns {string | null}
 */
export const nameBreak = (path) => {
  const parts = path.split('/');
  const file = /** @type {string} */ (parts.pop());
  const folder = parts.find((part) => !KEBAB.test(part) && !part.startsWith('.'));
  if (folder) return `the folder '${folder}' is not in kebab-case`;
  const area = areaOf(path);
  if (area && Object.hasOwn(AREA_NAMES, area))
    return `the area '${area}' is named '${AREA_NAMES[area]}' in code (the Portuguese name stays on the wire)`;
  const [base, ...rest] = file.split('.');
  const ext = rest.at(-1);
  // Migrations run in the order of their names: a three-digit number first.
  if (path.includes('/db/migrations/') && base !== 'index')
    return /^[0-9]{3}_[a-z0-9_]+$/.test(base) ? null : `the migration '${file}' is not named NNN_name.ts`;
  if (KEBAB.test(base)) return null;
  if (ext === 'tsx' && (/^[A-Z][A-Za-z0-9]*$/.test(base) || /^use[A-Z][A-Za-z0-9]*$/.test(base))) return null;
  return ext === 'tsx'
    ? `'${file}' is neither a component in PascalCase, a hook named useName, nor a module in kebab-case`
    : `'${file}' is not in kebab-case`;
};

/** @type {import('eslint').Rule.RuleModule} */
const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'kebab-case folders and files, PascalCase components, useName hooks' },
    schema: [],
  },
  create(context) {
    const reason = nameBreak(relative(root, context.filename).split('\\').join('/'));
    return reason ? { Program: (node) => context.report({ node, message: `File name: ${reason}.` }) } : {};
  },
};

export const house = {
  meta: { name: 'house' },
  rules: { boundaries, 'sql-in-repos': sqlInRepos, 'file-names': fileNames },
};
