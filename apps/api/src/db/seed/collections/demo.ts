/**
 * Demo rows of the declarative collections: one maker per collection entity, called once per row of each client
 * (`demoRows` of the definition, default 30). Makers answer field values by name; the seed fills the parent (spread
 * over the parent's rows) when the maker does not, validates each row with the collection's create schema and
 * inserts it like the API would. Makers must be deterministic (use ctx.n, never Math.random) so every start seeds
 * the same data.
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
export type DemoMaker = (ctx: DemoContext) => DemoRow;
export type DemoMakers = Readonly<Record<string, DemoMaker>>;
