// Bulk events (eventos) and their registrations (inscricoes) for the collections benchmark's events measurements:
// rows stored as the API stores them (collections-load.mjs's writeRows), then the events' figures (confirmed
// registrations, waiting list, seats left, and the derived status: sold out when full) settled by the platform's own
// recount (computed.ts settleAll), then checked against COUNTs of the registrations.
import { sql } from 'kysely';
import { settleAll } from '../../apps/api/src/modules/collections/computed.ts';
import { tableOf } from '../../apps/api/src/db/collections/layout.ts';
import { defOf, writeRows } from './collections-load.mjs';

/** The benchmark's events are told from the demo's by their title. */
export const EVENT_PREFIX = 'Encontro de escala';
const CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Recife', 'Porto Alegre', 'Salvador'];
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Henrique', 'Isabela', 'João'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Lima', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Rocha'];
/** The alphabet of generated ticket codes (no 0, 1, I, L, O). */
const CODE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Deterministic 32-bit mixing (same n, same row). @param {number} n @param {number} k */
const mix = (n, k) => {
  let x = Math.imul(n ^ Math.imul(k, 0x9e3779b1), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

/** An 8-character ticket code of its own for registration n (base 31, led by 'Z'). @param {number} n */
const codeOf = (n) => {
  let out = '';
  for (let x = n; out.length < 7; x = Math.floor(x / CODE.length)) out = CODE[x % CODE.length] + out;
  return `Z${out}`;
};

/**
 * The event number n's capacity and how many of its registrations want a seat: where they reach the capacity, the
 * rest of those wait, and the recount marks the event sold out (about one event in six).
 * @param {number} n
 */
export const eventPlan = (n) => ({ capacity: 50 + (mix(n, 1) % 150), wanted: 40 + (mix(n, 2) % 61) });

/**
 * @param {number} n
 * @param {string[]} statuses the open and finished statuses
 */
function event(n, statuses) {
  const day = 1 + (n % 28);
  const month = 1 + (mix(n, 3) % 12);
  return {
    titulo: `${EVENT_PREFIX} ${n + 1}`,
    descricao: `Encontro ${n + 1} da comunidade.`,
    modalidade: 'presencial',
    cidade: CITIES[mix(n, 4) % CITIES.length],
    inicio: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(8 + (n % 12)).padStart(2, '0')}:00:00.000Z`,
    capacidade: eventPlan(n).capacity,
    preco: 0,
    // One in ten is finished: the derived status moves only open and sold-out events.
    status: n % 10 === 9 ? statuses[1] : statuses[0],
  };
}

/**
 * Registration k of event number n (its row id eventId): the first ones want a seat (confirmed, some checked in)
 * up to the capacity, the others of those wait; the rest are pending or cancelled.
 * @param {number} n
 * @param {number} eventId
 * @param {number} k
 * @param {number} seq the registration's number over the load (its e-mail and code)
 */
function registration(n, eventId, k, seq) {
  const { capacity, wanted } = eventPlan(n);
  const status =
    k < Math.min(wanted, capacity)
      ? k % 10 === 0
        ? 'presente'
        : 'confirmada'
      : k < wanted
        ? 'lista_espera'
        : k % 2
          ? 'pendente'
          : 'cancelada';
  const name = `${FIRST[mix(seq, 1) % FIRST.length]} ${LAST[mix(seq, 2) % LAST.length]}`;
  return {
    nome: name,
    email: `pessoa${seq}@escala.test`,
    codigo: codeOf(seq),
    status,
    pagamento: 'gratuito',
    evento_id: eventId,
    ...(status === 'presente' ? { check_in: '2026-06-01T12:00:00.000Z' } : {}),
  };
}

/**
 * Fills the client up to `events` benchmark events with `perEvent` registrations each (what it already holds counts;
 * a run cut short goes on where it stopped), settles the events' figures and checks them. Answers the seconds the
 * load took (null when there was nothing to add) and the check.
 * @param {import('../../apps/api/src/db/database.ts').Database} database
 * @param {{ clientId: number, events: number, perEvent: number, log?: (line: string) => void }} options
 */
export async function loadEvents(database, { clientId, events, perEvent, log = console.log }) {
  const { db } = database;
  const started = Date.now();
  const say = (/** @type {string} */ what) => (/** @type {number} */ done) =>
    log(`  ${what}: ${done.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const eventos = defOf('eventos');
  const inscricoes = defOf('inscricoes');
  const [events_, registrations] = [tableOf(eventos), tableOf(inscricoes)];
  const ours = async () =>
    (
      await sql`select id from ${sql.table(events_)} where client_id = ${clientId} and titulo like ${`${EVENT_PREFIX} %`} order by id`.execute(
        db,
      )
    ).rows.map((r) => Number(/** @type {{ id: number }} */ (r).id));
  let ids = await ours();
  let wrote = false;
  if (ids.length < events) {
    const have = ids.length;
    await writeRows(
      database,
      clientId,
      'eventos',
      events - have,
      (i) => event(have + i, ['inscricoes_abertas', 'encerrado']),
      say('eventos'),
    );
    ids = await ours();
    wrote = true;
  }
  const filled = new Set(
    (
      await sql`select distinct evento_id as id from ${sql.table(registrations)} where client_id = ${clientId} and email like ${'%@escala.test'}`.execute(
        db,
      )
    ).rows.map((r) => Number(/** @type {{ id: number }} */ (r).id)),
  );
  const numberOf = new Map(ids.map((id, n) => [id, n]));
  const empty = ids.slice(0, events).filter((id) => !filled.has(id));
  if (empty.length) {
    const make = (/** @type {number} */ i) => {
      const id = empty[Math.floor(i / perEvent)];
      const n = numberOf.get(id) ?? 0;
      return registration(n, id, i % perEvent, n * perEvent + (i % perEvent));
    };
    await writeRows(database, clientId, 'inscricoes', empty.length * perEvent, make, say('inscricoes'));
    wrote = true;
  }
  if (wrote) {
    // The platform's own recount: each event's aggregates from its rows, then its formula and derived status.
    log("  settling the events' figures ...");
    const settled = await settleAll(db, eventos, clientId);
    say(`events settled (${settled.toLocaleString('en')} changed)`)(ids.length);
    log(database.sql.name === 'postgres' ? '  vacuum analyze ...' : '  analyze ...');
    await sql.raw(database.sql.name === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  }
  return { seconds: wrote ? (Date.now() - started) / 1000 : null, ...(await checkFigures(database, clientId)) };
}

/**
 * Every event of the client against COUNTs of its registrations: the stored confirmed count and waiting list equal
 * the rows, no event holds more confirmed registrations than its capacity, and an open event is sold out exactly when
 * full. Answers the numbers of events, registrations and sold-out events, and the events that disagree.
 * @param {import('../../apps/api/src/db/database.ts').Database} database
 * @param {number} clientId
 */
export async function checkFigures({ db }, clientId) {
  const events_ = tableOf(defOf('eventos'));
  const registrations = tableOf(defOf('inscricoes'));
  const wrong = await sql`select e.id, e.inscritos, e.em_espera, e.capacidade, e.status,
      coalesce(c.confirmed, 0) as confirmed, coalesce(c.waiting, 0) as waiting
    from ${sql.table(events_)} e
    left join (
      select evento_id,
        sum(case when status in ('confirmada', 'presente') then 1 else 0 end) as confirmed,
        sum(case when status = 'lista_espera' then 1 else 0 end) as waiting
      from ${sql.table(registrations)} where client_id = ${clientId} group by evento_id
    ) c on c.evento_id = e.id
    where e.client_id = ${clientId} and (
      coalesce(e.inscritos, -1) <> coalesce(c.confirmed, 0) or coalesce(e.em_espera, -1) <> coalesce(c.waiting, 0)
      or (e.capacidade is not null and coalesce(c.confirmed, 0) > e.capacidade)
      or (e.status = 'inscricoes_abertas' and e.capacidade is not null and coalesce(c.confirmed, 0) >= e.capacidade)
      or (e.status = 'esgotado' and (e.capacidade is null or coalesce(c.confirmed, 0) < e.capacidade)))
    order by e.id limit 10`.execute(db);
  const count = async (/** @type {string} */ table, /** @type {string} */ extra = '') =>
    Number(
      /** @type {{ n: number | string }} */ (
        (
          await sql`select count(*) as n from ${sql.table(table)} where client_id = ${clientId} ${sql.raw(extra)}`.execute(
            db,
          )
        ).rows[0]
      ).n,
    );
  return {
    events: await count(events_),
    registrations: await count(registrations),
    soldOut: await count(events_, "and status = 'esgotado'"),
    wrong: wrong.rows,
  };
}
