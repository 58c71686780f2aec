import { isCoreModule, type ClientStatus, type Grants, type ResourceGrant } from '@console/contract';
import type { Db } from '../db/handle.ts';
import type { Clock } from './clock.ts';
import { clientProfileRow } from './client-profiles-repo.ts';

/** What every request needs of the client it acts for: whether it is suspended, and what it contracted. */
export interface ClientProfile {
  status: ClientStatus;
  /** Whether the client contracted the module of a tag (`feed` for `feed.criar`). */
  contracts(tag: string): boolean;
  /** The grants a user holds in this client, less those of modules it did not contract. */
  limit(grants: Grants): Grants;
}

export type ClientProfiles = ReturnType<typeof clientProfiles>;

const moduleOf = (tag: string): string => tag.split('.')[0];

/** The modules a client left out of its contract: settings.modules entries with enabled false (core ones never). */
function uncontracted(settings: string | null): Set<string> {
  if (!settings) return new Set();
  const modules = (JSON.parse(settings) as { modules?: unknown } | null)?.modules;
  if (!Array.isArray(modules)) return new Set();
  return new Set(
    modules.flatMap((m: { tag?: unknown; enabled?: unknown }) =>
      typeof m?.tag === 'string' && m.enabled === false && !isCoreModule(m.tag) ? [m.tag] : [],
    ),
  );
}

function profileOf(status: ClientStatus, off: Set<string>): ClientProfile {
  const contracts = (tag: string) => !off.has(moduleOf(tag));
  // Sessions are cached and shared: the limited grants of one are computed once per profile.
  const limited = new WeakMap<Grants, Grants>();
  const keep = (list: readonly ResourceGrant[]) => list.filter((g) => contracts(g.tag));
  return {
    status,
    contracts,
    limit(grants) {
      if (!off.size) return grants;
      let result = limited.get(grants);
      if (!result)
        limited.set(grants, (result = { resource: keep(grants.resource), resource_sub: keep(grants.resource_sub) }));
      return result;
    },
  };
}

/**
 * Client profiles by id, read once per TTL so a request costs no query for them. A change made through this
 * instance takes effect at once (invalidate); other instances see it within the TTL.
 */
export function clientProfiles(db: Db, clock: Clock, { ttlMs = 5_000 } = {}) {
  const entries = new Map<number, { profile: ClientProfile | null; until: number }>();
  return {
    /** The client's profile; null for a client that does not exist. */
    async of(clientId: number): Promise<ClientProfile | null> {
      const kept = entries.get(clientId);
      if (kept && clock() < kept.until) return kept.profile;
      const row = await clientProfileRow(db, clientId);
      const profile = row ? profileOf(row.status, uncontracted(row.settings)) : null;
      entries.set(clientId, { profile, until: clock() + ttlMs });
      return profile;
    },
    /** After a change of the client's status or contract. */
    invalidate(clientId: number): void {
      entries.delete(clientId);
    },
  };
}
