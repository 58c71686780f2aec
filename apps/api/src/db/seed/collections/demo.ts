import type { CollectionDef } from '@console/contract';
import { volumeOf } from '../data.ts';

/**
 * Demo rows of the declarative collections: one maker per collection entity, called once per row of each client
 * (demoRowsOf: `demoRows` of the definition, default 30, in Asta; other clients scale it by their volume). Makers
 * answer field values by name; the seed fills the parent (spread over the parent's rows) when the maker does not,
 * validates each row with the collection's create schema and inserts it like the API would. Makers must be
 * deterministic (use ctx.n, never Math.random) so every start seeds the same data.
 */
export interface DemoContext {
  clientId: number;
  clientName: string;
  /** The row's index in its collection, 0 first. */
  n: number;
  /** Ids of the client's users (administrator first, then the other demo accounts, then members). */
  users: readonly number[];
  /** Ids of the rows already seeded in a collection of this client (collections seed in registry order, parents first). */
  ids(entity: string): readonly number[];
  /** The item `n` picks from a list (offset by `salt`, so two fields of a row do not move together). */
  pick<T>(list: readonly T[], salt?: number): T;
  /** 'YYYY-MM-DD', `days` from the seed's day (negative: in the past). */
  day(days: number): string;
  /** An ISO date-time `days` from the seed's moment, at `hour` o'clock UTC. */
  at(days: number, hour?: number): string;
  /** The address of a demo picture in the client's storage, or null when the seed runs without storage. */
  picture(): string | null;
}

export type DemoRow = Record<string, unknown>;
type DemoMaker = (ctx: DemoContext) => DemoRow;
export type DemoMakers = Readonly<Record<string, DemoMaker>>;

/** The fewest demo rows a collection seeds in a client (or all of Asta's, when it has fewer): children find parents. */
const MIN_DEMO_ROWS = 5;

/**
 * Collections whose demo rows are a catalogue, named from a fixed list with unique names: a larger client has no more
 * product categories, plans or help articles than Asta, so these shrink with a small client but never grow.
 */
const CATALOGUES: ReadonlySet<string> = new Set([
  'indicadores',
  'bi',
  'departamentos',
  'cargos',
  'programas-mentoria',
  'competencias',
  'categorias-produto',
  'vouchers',
  'planos',
  'parceiros',
  'loja-pontos',
  'exercicios',
  'campanhas-doacao',
  'categorias-atendimento',
  'base-conhecimento',
  'integracoes',
  'chaves-api',
  'app-mobile',
  // One override per interface text and language: a larger client does not override more texts.
  'traducoes',
]);

/**
 * How many demo rows a collection seeds in a client: Asta's (`demoRows` of the definition, default 30) times the
 * client's volume (data.ts VOLUMES), a catalogue no more than Asta's, and never fewer than MIN_DEMO_ROWS. The seed, the
 * makers that size one collection by another (an order's items) and the makers' checks all count with it.
 */
export const demoRowsOf = (def: Pick<CollectionDef, 'entity' | 'demoRows'>, clientId: number): number => {
  const asta = def.demoRows ?? 30;
  const { rows } = volumeOf(clientId);
  const factor = CATALOGUES.has(def.entity) ? Math.min(rows, 1) : rows;
  return Math.max(Math.min(asta, MIN_DEMO_ROWS), Math.round(asta * factor));
};
