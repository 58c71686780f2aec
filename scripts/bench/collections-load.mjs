// Bulk rows for the collections benchmark: products of a store (produtos) and courses (cursos) with 100 modules
// (modulos) each, for one client, written through the collection tables as the API would store them (search_key
// included). The tables' triggers keep the counters and the search index; inserts go BATCH rows at a time,
// PER_TRANSACTION rows in each transaction; statistics are refreshed after.
import { sql } from 'kysely';
import { collectionByEntity } from '@console/contract';
import { storedValues } from '../../apps/api/src/db/collections/values.ts';
import { tableOf } from '../../apps/api/src/db/collections/layout.ts';
import { insertRows, liveCount } from '../../apps/api/src/modules/collections/repo.ts';

const BATCH = 1_000;
/**
 * Rows per transaction. On PostgreSQL every insert's counter update makes a new version of the one counter row,
 * and versions made by the same transaction cannot be pruned: each update walks the chain, so a transaction stays
 * at one batch there.
 */
const PER_TRANSACTION = { sqlite: 10_000, postgres: BATCH };
/** Modules per course. */
export const MODULES_PER_COURSE = 100;
/** Every tenth generated product is inactive: the filtered list and the 100,000-row export. */
export const INACTIVE_EVERY = 10;

const KINDS = [
  'Whey Protein',
  'Creatina',
  'Camiseta Dry Fit',
  'Garrafa Térmica',
  'Luva de Treino',
  'Tênis de Corrida',
  'Barra de Cereal',
  'Legging',
  'Toalha de Academia',
  'Mochila',
  'Corda de Pular',
  'Faixa Elástica',
  'Colchonete',
  'Kettlebell',
  'Halter Emborrachado',
  'Pré-treino',
  'BCAA',
  'Coqueteleira',
  'Munhequeira',
  'Bermuda',
];
const BRANDS = [
  'Max Titanium',
  'Growth',
  'Integral Médica',
  'Probiótica',
  'Nike',
  'Adidas',
  'Olympikus',
  'Mizuno',
  'Atlhetica',
  'Smart Fit',
];
const VARIANTS = [
  'Baunilha',
  'Chocolate',
  'Morango',
  'Preta',
  'Azul',
  'Rosa',
  'P',
  'M',
  'G',
  'GG',
  '500 g',
  '900 g',
  '1 kg',
  '2 kg',
  'Cookies',
  'Limão',
];
const TOPICS = [
  'Musculação',
  'Nutrição esportiva',
  'Atendimento ao cliente',
  'Vendas',
  'Liderança',
  'Segurança no trabalho',
  'Primeiros socorros',
  'Treino funcional',
  'Yoga',
  'Pilates',
  'Gestão de academias',
  'Excel',
];
const LEARN = [
  'Introdução',
  'Fundamentos',
  'Prática guiada',
  'Estudo de caso',
  'Avaliação',
  'Revisão',
  'Aprofundamento',
  'Exercícios',
];

/** @param {string} entity */
export function defOf(entity) {
  const def = collectionByEntity(entity);
  if (!def) throw new Error(`no collection ${entity}`);
  return def;
}

/** Deterministic 32-bit mixing (same n, same row). */
/**
 * @param {number} n
 * @param {number} k
 */
const mix = (n, k) => {
  let x = Math.imul(n ^ Math.imul(k, 0x9e3779b1), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};
/**
 * @template T
 * @param {readonly T[]} list
 * @param {number} n
 * @param {number} k
 */
const pick = (list, n, k) => list[mix(n, k) % list.length];
/**
 * @param {number} n
 * @param {number} k
 */
const day = (n, k) =>
  `20${String(15 + (mix(n, k) % 11)).padStart(2, '0')}-${String(1 + (mix(n, k + 1) % 12)).padStart(2, '0')}-${String(1 + (mix(n, k + 2) % 28)).padStart(2, '0')}`;

/** The product number n: a SKU of its own ('SF-<n in base 36>'), a name from the lists, its price and stock. */
export const productSku = (/** @type {number} */ n) => `SF-${n.toString(36).toUpperCase()}`;
/**
 * @param {number} n
 * @param {number[]} categories
 */
function product(n, categories) {
  const price = 10 + (mix(n, 3) % 99_000) / 100;
  return {
    nome: `${pick(KINDS, n, 1)} ${pick(BRANDS, n, 2)} ${pick(VARIANTS, n, 4)}`,
    sku: productSku(n),
    preco: price,
    preco_promocional: mix(n, 5) % 4 === 0 ? Math.round(price * 85) / 100 : undefined,
    estoque: mix(n, 6) % 500,
    categoria_id: categories.length ? categories[mix(n, 7) % categories.length] : undefined,
    status: n % INACTIVE_EVERY === 0 ? 'inativo' : 'ativo',
    destaque: mix(n, 8) % 50 === 0,
    peso_kg: (mix(n, 9) % 5000) / 1000,
    lancamento: mix(n, 10) % 5 === 0 ? undefined : day(n, 11),
    descricao: `${pick(KINDS, n, 1)} para quem treina ${pick(['todos os dias', 'em casa', 'na academia', 'ao ar livre'], n, 12)}. Código ${productSku(n)}.`,
  };
}

/**
 * @param {number} n
 * @param {string[]} levels
 * @param {number[]} users
 */
function course(n, levels, users) {
  const topic = pick(TOPICS, n, 1);
  return {
    titulo: `Trilha ${n + 1}: ${topic}`,
    descricao: `Curso de ${topic.toLowerCase()} em ${MODULES_PER_COURSE} módulos.`,
    carga_horaria: 4 + (mix(n, 2) % 120),
    nivel: pick(levels, n, 3),
    categoria: topic,
    responsavel: pick(users, n, 4),
    status: 'publicado',
    publicado_em: day(n, 5),
  };
}

const moduleOf = (/** @type {number} */ k, /** @type {number} */ courseN) => ({
  titulo: `Módulo ${k}: ${pick(LEARN, courseN * 1000 + k, 1)} de ${pick(TOPICS, courseN, 1).toLowerCase()}`,
  ordem: k,
  descricao: `Parte ${k} da trilha ${courseN + 1}.`,
});

/**
 * Writes `count` rows made by make(i) into a collection of the client, stored as the API stores them.
 * @param {import('../../apps/api/src/db/database.ts').Database} database
 * @param {number} clientId
 * @param {string} entity
 * @param {number} count
 * @param {(i: number) => Record<string, unknown>} make
 * @param {(done: number) => void} progress
 */
export async function writeRows({ db, sql: dialect }, clientId, entity, count, make, progress) {
  const def = defOf(entity);
  const table = tableOf(def);
  const at = new Date().toISOString();
  const step = PER_TRANSACTION[dialect.name];
  for (let start = 0; start < count; start += step) {
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < Math.min(count, start + step); from += BATCH) {
        const rows = [];
        for (let i = from; i < Math.min(count, from + BATCH); i++) {
          rows.push({
            ...storedValues(def, make(i)),
            client_id: clientId,
            created_at: at,
            updated_at: at,
            created_by: null,
            updated_by: null,
          });
        }
        await insertRows(trx, table, rows);
      }
    });
    if ((start + step) % 10_000 === 0 || start + step >= count) progress(Math.min(count, start + step));
  }
}

/**
 * Fills the client up to `rows` products and `rows` modules under rows/100 courses (what it already holds counts).
 * Answers the seconds it took, or null when there was nothing to add.
 * @param {import('../../apps/api/src/db/database.ts').Database} database
 * @param {{ clientId: number, rows: number, log?: (line: string) => void }} options
 */
export async function loadCollections(database, { clientId, rows, log = console.log }) {
  const { db } = database;
  const started = Date.now();
  const say = (/** @type {string} */ what) => (/** @type {number} */ done) =>
    log(`  ${what}: ${done.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const produtos = tableOf(defOf('produtos'));
  const cursos = tableOf(defOf('cursos'));
  const modulos = tableOf(defOf('modulos'));
  let wrote = false;
  /** Ids a query answers (its `id` column). @param {import('kysely').RawBuilder<unknown>} query */
  const idsOf = async (query) =>
    (await query.execute(db)).rows.map((r) => Number(/** @type {{ id: number }} */ (r).id));

  const haveProducts = await liveCount(db, clientId, produtos);
  if (haveProducts < rows) {
    const categories = await idsOf(
      sql`select id from ${sql.table(tableOf(defOf('categorias-produto')))} where client_id = ${clientId} order by id`,
    );
    await writeRows(
      database,
      clientId,
      'produtos',
      rows - haveProducts,
      (i) => product(haveProducts + i, categories),
      say('produtos'),
    );
    wrote = true;
  }

  const courses = Math.ceil(rows / MODULES_PER_COURSE);
  const bench = async () =>
    idsOf(
      sql`select id from ${sql.table(cursos)} where client_id = ${clientId} and titulo like 'Trilha %' order by id`,
    );
  let ids = await bench();
  if (ids.length < courses) {
    const nivel = defOf('cursos').fields.find((f) => f.name === 'nivel');
    const levels = (nivel?.options ?? []).map((o) => o.value);
    const users = (await db.selectFrom('users').select('id').where('client_id', '=', clientId).limit(50).execute()).map(
      (u) => u.id,
    );
    const have = ids.length;
    await writeRows(
      database,
      clientId,
      'cursos',
      courses - have,
      (i) => course(have + i, levels, users),
      say('cursos'),
    );
    ids = await bench();
    wrote = true;
  }
  // Courses without modules yet get their hundred (a run cut short goes on where it stopped).
  const filled = new Set(
    await idsOf(sql`select distinct curso_id as id from ${sql.table(modulos)} where client_id = ${clientId}`),
  );
  const empty = ids.slice(0, courses).filter((id) => !filled.has(id));
  if (empty.length) {
    const numberOf = new Map(ids.map((id, n) => [id, n]));
    const make = (/** @type {number} */ i) => {
      const id = empty[Math.floor(i / MODULES_PER_COURSE)];
      return { ...moduleOf((i % MODULES_PER_COURSE) + 1, numberOf.get(id) ?? 0), curso_id: id };
    };
    await writeRows(database, clientId, 'modulos', empty.length * MODULES_PER_COURSE, make, say('modulos'));
    wrote = true;
  }
  if (!wrote) return null;
  // PostgreSQL's index-only scans skip the table only on pages the visibility map marks, which a vacuum sets (on a
  // live table autovacuum does, after a load of this size it has not yet run).
  log(database.sql.name === 'postgres' ? '  vacuum analyze ...' : '  analyze ...');
  await sql.raw(database.sql.name === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  return (Date.now() - started) / 1000;
}
