import { collectionByEntity, COLLECTIONS, createSchema, isKeptField, type CollectionDef } from '@console/contract';
import { ascii, FIRST, LAST } from '../people.ts';
import { demoRowsOf, type DemoContext, type DemoMakers } from './demo.ts';

/** Helpers of the painel, pessoas and comunidade demo makers. */

/** A person's full name, the same for the same n and salt. */
export const personName = (n: number, salt = 0): string =>
  `${FIRST[(n * 7 + salt) % FIRST.length]} ${LAST[(n * 11 + salt * 3) % LAST.length]}`;

/** A user of the client, the same for the same row and salt. */
export const user = (ctx: DemoContext, salt = 0): number | null =>
  ctx.users.length ? ctx.pick(ctx.users, salt) : null;

/** A row of another collection (seeded before this one), or null when it has none. */
export const ref = (ctx: DemoContext, entity: string, salt = 0): number | null => {
  const ids = ctx.ids(entity);
  return ids.length ? ctx.pick(ids, salt) : null;
};

/** Up to `count` distinct rows of another collection (a multiple reference's links), none when it has none. */
export const refs = (ctx: DemoContext, entity: string, count: number, salt = 0): number[] => {
  const ids = ctx.ids(entity);
  return [...new Set(Array.from({ length: Math.min(count, ids.length) }, (_, i) => ctx.pick(ids, salt + i * 7)))];
};

/** The client's kind, for data that fits it: a gym chain, an NGO, a school or company, or the platform operator. */
export type ClientKind = 'academia' | 'ong' | 'empresa' | 'plataforma';
export const clientKind = (ctx: DemoContext): ClientKind =>
  ctx.clientId === 6 || ctx.clientId === 8
    ? 'academia'
    : ctx.clientId === 9 || ctx.clientId === 18
      ? 'ong'
      : ctx.clientId === 16
        ? 'plataforma'
        : 'empresa';

/** One list per client kind. */
export const kinds = <T>(
  academia: readonly T[],
  ong: readonly T[],
  empresa: readonly T[],
  plataforma: readonly T[],
): Record<ClientKind, readonly T[]> => ({ academia, ong, empresa, plataforma });

/** The list for the client's kind. */
export const byKind = <T>(ctx: DemoContext, lists: Record<ClientKind, readonly T[]>): readonly T[] =>
  lists[clientKind(ctx)];

/** A lower-case, accent-free slug. */
export const slug = (text: string): string =>
  ascii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The n-th item of a list, numbered once the list runs out (keeps unique texts unique past the list's end). */
export const nth = (list: readonly string[], n: number): string =>
  n < list.length ? list[n] : `${list[n % list.length]} ${Math.floor(n / list.length) + 1}`;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** 'março de 2025' for a 'YYYY-MM-DD' or ISO date: tells apart the editions of a recurring event or mission. */
export const monthOf = (date: string): string => `${MONTHS[Number(date.slice(5, 7)) - 1]} de ${date.slice(0, 4)}`;

/** The n-th item of a list, going round (for texts that may repeat). */
export const cycle = <T>(list: readonly T[], n: number): T => list[n % list.length];

/** A picture on every `every`-th row only. */
export const someRows = (ctx: DemoContext, every = 5): string | null => (ctx.n % every === 0 ? ctx.picture() : null);

/** Money with cents: a deterministic amount between `from` and `to` reais. */
export const amount = (ctx: DemoContext, from: number, to: number, salt = 0): number =>
  Math.round((from + ((((ctx.n + salt) * 7919) % 1000) / 1000) * (to - from)) * 100) / 100;

/**
 * Problems of a hub's demo makers: a definition without a maker, a row its create schema refuses, a unique value
 * or a set of values unique together repeated (the seed writes into the unique indexes and stops on a duplicate). `context(def, n)` gives the context the seed would give row n; each collection makes as many rows as the
 * seed makes in the context's client (demo.ts demoRowsOf).
 */
export function demoProblems(
  defs: readonly CollectionDef[],
  makers: DemoMakers,
  context: (def: CollectionDef, n: number) => DemoContext,
): string[] {
  const problems: string[] = [];
  for (const def of defs) {
    const maker = makers[def.entity];
    if (!maker) {
      problems.push(`${def.entity}: no demo maker`);
      continue;
    }
    const schema = createSchema(def);
    const seen = new Map<string, Set<unknown>>(
      def.fields.filter((field) => field.unique).map((field) => [field.name, new Set()]),
    );
    const together = (def.uniqueTogether ?? []).map((set) => ({ set, seen: new Set<string>() }));
    const count = demoRowsOf(def, context(def, 0).clientId);
    for (let n = 0; n < count; n++) {
      const ctx = context(def, n);
      const made = maker(ctx);
      for (const field of def.fields) if (isKeptField(field)) delete made[field.name];
      // The seed gives a row without a parent the parent's row n (demo rows spread over the parent's rows).
      const parents = def.parent ? ctx.ids(def.parent.entity) : [];
      if (def.parent && made[def.parent.param] === undefined && parents.length)
        made[def.parent.param] = parents[n % parents.length];
      for (const { set, seen } of together) {
        const values = set.map((name) => made[name]);
        if (values.some((value) => value === null || value === undefined)) continue;
        const key = JSON.stringify(values.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)));
        if (seen.has(key)) problems.push(`${def.entity}[${n}]: (${set.join(', ')}) ${key} repeated`);
        seen.add(key);
      }
      const parsed = schema.safeParse(made);
      if (!parsed.success) {
        problems.push(
          `${def.entity}[${n}]: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
        continue;
      }
      const row = parsed.data as Record<string, unknown>;
      for (const [name, values] of seen) {
        const value = typeof row[name] === 'string' ? (row[name] as string).toLowerCase() : row[name];
        if (value === null || value === undefined) continue;
        if (values.has(value)) problems.push(`${def.entity}[${n}]: ${name} ${String(value)} repeated`);
        values.add(value);
      }
    }
  }
  for (const entity of Object.keys(makers))
    if (!collectionByEntity(entity)) problems.push(`${entity}: a maker without a definition`);
  return problems;
}

const SAMPLE_DAY = Date.UTC(2025, 5, 15);

/**
 * The context the seed gives row n of a collection, for checking makers without a database: 70 users, and for every
 * collection seeded before this one (registry order) as many ids as its demo rows in the client; none for the ones
 * after it.
 */
export function sampleContext(def: CollectionDef, n: number, clientId = 8, clientName = 'Smart Fit'): DemoContext {
  const order = COLLECTIONS.indexOf(def);
  return {
    clientId,
    clientName,
    n,
    users: Array.from({ length: 70 }, (_, i) => i + 1),
    ids: (entity) => {
      const other = collectionByEntity(entity);
      if (!other || COLLECTIONS.indexOf(other) >= order) return [];
      return Array.from({ length: demoRowsOf(other, clientId) }, (_, i) => 1000 * (COLLECTIONS.indexOf(other) + 1) + i);
    },
    pick: (list, salt = 0) => list[(n + salt) % list.length],
    day: (days) => new Date(SAMPLE_DAY + days * 86_400_000).toISOString().slice(0, 10),
    at: (days, hour = 12) => new Date(SAMPLE_DAY + days * 86_400_000 + hour * 3_600_000).toISOString(),
    picture: () => `/media/${clientId}/images/demo-${n % 4}.jpg`,
  };
}

/** The demo clients: gym chains, NGOs, a school and a company, and the platform operator. */
const DEMO_CLIENTS: readonly [number, string][] = [
  [8, 'Smart Fit'],
  [6, 'Fitness Link'],
  [9, 'Action Aid'],
  [18, 'Nova Terra'],
  [3, 'Asta'],
  [15, 'Lele'],
  [16, 'Admin'],
];

/** The problems of a hub's makers for every demo client (sample contexts). */
export const hubDemoProblems = (hub: string, makers: DemoMakers): string[] =>
  DEMO_CLIENTS.flatMap(([clientId, clientName]) =>
    demoProblems(
      // Read-only views (the recipients of messages, the audit log) are written by the platform, never seeded.
      COLLECTIONS.filter((c) => c.hub === hub && !c.readOnly),
      makers,
      (def, n) => sampleContext(def, n, clientId, clientName),
    ).map((problem) => `${clientName}: ${problem}`),
  );
