import type { Db, DbOrTx } from '../../../db/handle.ts';
import type { WrittenChange } from '../../../platform/collection-writes.ts';
import { EVERY_CLIENT, type RealtimeHub } from '../../../platform/realtime/hub.ts';
import { exportTimeZone } from '../../../platform/export/time-zone.ts';
import { activeRules, criteriaBadges, levelsOf, type Badge, type Level, type PointsRule } from './points-repo.ts';

/** A client's gamification as the rules read it on every event: its rules, levels, badges and time zone. */
export interface GamificationSetup {
  rules: PointsRule[];
  levels: Level[];
  badges: Badge[];
  /** The client's day of a moment (its time zone): the day of an entry, of a daily limit, of a rule's validity. */
  dayOf: (at: number) => string;
}

/** A client's setup read afresh (the recalculation reads it so; events read it through the cache). */
export async function loadSetup(via: DbOrTx, clientId: number): Promise<GamificationSetup> {
  const [rules, levels, badges, timeZone] = await Promise.all([
    activeRules(via, clientId),
    levelsOf(via, clientId),
    criteriaBadges(via, clientId),
    exportTimeZone(via as Db, clientId),
  ]);
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return { rules, levels, badges, dayOf: (at) => format.format(at) };
}

/** The collections whose writes change a client's setup. */
const SETUP_ENTITIES = new Set(['regras-pontos', 'niveis', 'conquistas']);

/** How long a setup is trusted without hearing of a change (another instance's write missed by the hub). */
const TTL_MS = 60_000;

/**
 * The setups of clients, read once and kept (10,000 events a second cannot read the rules each time). A write of a
 * rule, level or badge forgets its client's once committed (the write path's announcement), and on other instances
 * through the realtime hub's collection changes; past TTL_MS a setup is read again anyway.
 */
export function setupCache(realtime: RealtimeHub, clock: () => number = Date.now) {
  const kept = new Map<number, { setup: GamificationSetup; at: number }>();

  const heard = (clientId: number, changes: readonly WrittenChange[]) => {
    if (changes.some((change) => SETUP_ENTITIES.has(change.entity))) kept.delete(clientId);
  };
  realtime.subscribe(EVERY_CLIENT, (event) => {
    if (event.clientId === EVERY_CLIENT) return kept.clear();
    const data = event.data as { entity?: string } | undefined;
    if (event.type === 'collection.changed' && data?.entity && SETUP_ENTITIES.has(data.entity))
      kept.delete(event.clientId);
  });

  return {
    /** The client's setup; read on the caller's connection when not kept (a transaction sees its own writes). */
    async of(via: DbOrTx, clientId: number): Promise<GamificationSetup> {
      const hit = kept.get(clientId);
      if (hit && clock() - hit.at < TTL_MS) return hit.setup;
      const setup = await loadSetup(via, clientId);
      kept.set(clientId, { setup, at: clock() });
      return setup;
    },
    heard,
  };
}

export type SetupCache = ReturnType<typeof setupCache>;
