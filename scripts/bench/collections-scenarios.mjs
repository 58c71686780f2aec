import { productSku } from './collections-load.mjs';
import { timeGets } from './common.mjs';

/**
 * The list and search scenarios of the collections benchmark (bench-collections.mjs): their URLs over the loaded
 * client (facts: the course and category it picked, the deep cursors), and their timing through HTTP.
 */

/** A scenario whose first answer takes longer is timed once. */
const SLOW_MS = 2_000;

/**
 * The lists the scenarios start from.
 * @param {{ courseId: number, categoryId: number }} facts
 * @param {number} client
 */
export function listsOf(facts, client) {
  const produtos = `/api/v2/admin/produtos?client_id=${client}&per_page=20`;
  return {
    produtos,
    modulos: `/api/v2/admin/modulos?client_id=${client}&per_page=20`,
    under: `/api/v2/admin/curso_id/${facts.courseId}/modulos?client_id=${client}&per_page=20`,
    inactive: `${produtos}&status=inativo`,
    category: `${produtos}&categoria_id=${facts.categoryId}`,
  };
}

/**
 * @typedef {[kind: 'list' | 'search', name: string, urls: string[]]} Scenario
 */

/**
 * The scenarios: list pages (first, deep by cursor both ways, last, another order, filtered, under a parent) and
 * searches (spread, late, rare, none, two letters, within a filter).
 * @param {{ courseId: number, categoryId: number, cursors: Record<string, string[]> }} facts
 * @param {number} client
 * @param {number} rows the products loaded
 * @returns {Scenario[]}
 */
export function scenariosOf(facts, client, rows) {
  const { cursors } = facts;
  const { produtos, modulos, under, inactive, category } = listsOf(facts, client);
  const deep = (/** @type {string} */ list, /** @type {string[]} */ cs) => cs.map((c) => `${list}&cursor=${c}`);
  const back = (/** @type {string[]} */ urls) =>
    urls.map((u) =>
      u.replace(
        /cursor=([\w-]+)/,
        (_, c) =>
          `cursor=${Buffer.from(Buffer.from(c, 'base64url').toString().replace(/^a/, 'b')).toString('base64url')}`,
      ),
    );
  const search = (/** @type {string} */ list, /** @type {string[]} */ terms) =>
    terms.map((t) => `${list}&search=${encodeURIComponent(t)}`);
  const rare = [
    productSku(4242),
    productSku(777_777 % Math.max(1, rows)),
    productSku(123_456 % Math.max(1, rows)),
    'sf-zzzzz',
  ];
  return [
    ['list', 'produtos: first page (sorted by name)', [produtos]],
    ['list', 'produtos: deep pages by cursor (next)', deep(produtos, cursors.produtos)],
    ['list', 'produtos: deep pages by cursor (previous)', back(deep(produtos, cursors.produtos))],
    ['list', 'produtos: last page (cursor=last)', [`${produtos}&cursor=last`]],
    ['list', 'produtos: sorted by price descending, deep pages', deep(`${produtos}&sort=-preco`, cursors.byPrice)],
    [
      'list',
      'produtos: filtered status=inativo (1 in 10), first and deep pages',
      [inactive, ...deep(inactive, cursors.inactive)],
    ],
    ['list', 'produtos: filtered by category, first and deep pages', [category, ...deep(category, cursors.category)]],
    [
      'list',
      'produtos: filtered destaque=true (1 in 50) and price range',
      [`${produtos}&destaque=true`, `${produtos}&preco_min=100&preco_max=120`],
    ],
    ['list', 'modulos (child, all courses): first and deep pages', [modulos, ...deep(modulos, cursors.modulos)]],
    [
      'list',
      `modulos under a course (/curso_id/${facts.courseId}/modulos): first and deep pages`,
      [under, ...deep(under, cursors.underCourse)],
    ],
    [
      'search',
      "produtos: common words spread over the order ('nike', 'chocolate', 'adidas')",
      search(produtos, ['nike', 'chocolate', 'adidas']),
    ],
    [
      'search',
      "produtos: common word whose matches sit late in the order ('whey': names 'Whey Protein ...')",
      search(produtos, ['whey']),
    ],
    [
      'search',
      `produtos: rare, one SKU (${rare
        .slice(0, 3)
        .map((t) => `'${t.toLowerCase()}'`)
        .join(', ')})`,
      search(produtos, rare.slice(0, 3)),
    ],
    ['search', "produtos: no match ('xyzq', 'sf-zzzzz')", search(produtos, ['xyzq', rare[3]])],
    ['search', "produtos: two letters ('gg', 'ti')", search(produtos, ['gg', 'ti'])],
    [
      'search',
      "produtos: common words within status=inativo ('nike', 'chocolate')",
      search(inactive, ['nike', 'chocolate']),
    ],
    ['search', "produtos: 'whey' within status=inativo", search(inactive, ['whey'])],
    [
      'search',
      "modulos: common and rare ('revisao', 'trilha 5000')",
      search(modulos, ['revisao', `trilha ${Math.ceil(rows / 200)}.`]),
    ],
  ];
}

/**
 * Times each scenario (`samples` sequential requests after 3 warm-up ones, rotating over its URLs); a scenario whose
 * first answer takes over SLOW_MS is timed once (its figure is that answer), so that the run ends.
 * @param {string} label
 * @param {string} base
 * @param {string} token
 * @param {Scenario[]} scenarios
 * @param {number} samples
 */
export async function timeScenarios(label, base, token, scenarios, samples) {
  /** @type {Array<{ kind: string, name: string, p50: number, p95: number, once?: boolean }>} */
  const latencies = [];
  for (const [kind, name, urls] of scenarios) {
    // A scenario whose first answer takes seconds is timed once (its figure is that answer), so the run ends.
    const start = performance.now();
    const res = await fetch(`${base}${urls[0]}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    const once = performance.now() - start;
    if (res.status !== 200) throw new Error(`${urls[0]}: ${res.status}`);
    const figures =
      once > SLOW_MS
        ? { p50: once, p95: once, once: true }
        : { ...(await timeGets(base, token, urls, samples)), once: false };
    console.log(`${label} ${kind} / ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
    latencies.push({
      kind,
      name: figures.once ? `${name} (over ${SLOW_MS / 1000} s: timed once)` : name,
      ...figures,
    });
  }
  return latencies;
}
