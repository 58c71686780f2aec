import {
  API_KEY_SCOPES,
  collectionByEntity,
  type ApiKeyScope,
  type CheckinEvent,
  type IngestResult,
  type UnitOccupancy,
} from '@console/contract';
import { storedValues } from '../../db/collections/values.ts';
import { authenticateKey, type KeyHolder } from '../../platform/api-keys.ts';
import { isoAt } from '../../platform/clock.ts';
import type { WriteActor, WrittenChange } from '../../platform/collection-writes.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { FailureWindow } from '../../platform/throttle.ts';
import { checkinCode, ingestedEvent, openVisit, recordEvent, unitsOccupancy } from './repo.ts';

/** An exit whose member has no open visit at the unit. */
export const NO_OPEN_VISIT = 'Não há entrada aberta deste aluno nesta unidade.';

/** Events a key may send a minute (a busy unit's turnstiles at rush hour stay far below). */
const INGEST_PER_MINUTE = 600;
/** Refused keys an address may send a minute before it is throttled (a key guessed at is stopped early). */
export const INGEST_BAD_KEYS_PER_MINUTE = 20;

type IngestDeps = Pick<AppDeps, 'db' | 'sql' | 'clock' | 'collections' | 'clientProfiles'>;

const NO_GRANTS = { resource: [], resource_sub: [] };

/**
 * Turnstile check-ins sent by a client's system with an API key of scope `checkins.ingestao` (issue 29). Each event
 * is idempotent by its `event_id` within the client: the same event again answers the first result and writes
 * nothing. An entry creates a check-in (origin "catraca") through the collections' write path, so its number, the
 * member and unit checks (422 for another client's), the unit's occupancy and the audit entry are the same as a
 * check-in typed in the console; an exit closes the member's open visit at that unit.
 */
export function ingestService(deps: IngestDeps) {
  const checkins = collectionByEntity('checkins')!;
  const perKey = new FailureWindow(INGEST_PER_MINUTE, 60_000, deps.clock);
  const badKeys = new FailureWindow(INGEST_BAD_KEYS_PER_MINUTE, 60_000, deps.clock);

  const throttled = (seconds: number) =>
    new AppError(429, 'throttled', { n: seconds }, { 'retry-after': String(seconds) });

  /** The key's client and key, or the refusal (401, 403, 429); refused keys count against the address. */
  async function holderOf(key: string | null, address: string, scope: ApiKeyScope): Promise<KeyHolder> {
    const wait = badKeys.retryAfter(address);
    if (wait) throw throttled(wait);
    try {
      const holder = await authenticateKey(deps.db, key, scope, deps.clock());
      const profile = await deps.clientProfiles.of(holder.clientId);
      if (!profile || profile.status === 'suspended') throw new AppError(403, 'clientSuspended');
      if (!profile.contracts(checkins.tag)) throw new AppError(403, 'forbidden');
      return holder;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) badKeys.fail(address);
      throw error;
    }
  }

  /** Writes the event's check-in; answers the result and the changes to announce. */
  async function write(holder: KeyHolder, event: CheckinEvent) {
    const { clientId, keyId } = holder;
    return deps.db.transaction().execute(async (trx) => {
      const earlier = await ingestedEvent(trx, clientId, event.event_id);
      if (earlier) return { result: { ...(JSON.parse(earlier) as IngestResult), duplicate: true }, changes: [] };
      // The member's own act, traced to the key and event in the audit entry's request id.
      const actor: WriteActor = {
        clientId,
        userId: event.aluno,
        grants: NO_GRANTS,
        requestId: `chave-api:${keyId}:${event.event_id}`.slice(0, 200),
      };
      const at = isoAt(Date.parse(event.at));
      let changes: WrittenChange[];
      let checkinId: number;
      if (event.direction === 'entrada') {
        changes = await deps.collections.create(
          trx,
          checkins,
          actor,
          storedValues(checkins, { aluno: event.aluno, unidade_id: event.unidade_id, entrada: at, origem: 'catraca' }),
        );
        checkinId = changes.find((change) => change.entity === checkins.entity && change.action === 'created')!.id;
      } else {
        const open = await openVisit(trx, clientId, event.aluno, event.unidade_id, at);
        if (!open) throw conflict({ aluno: [NO_OPEN_VISIT] });
        checkinId = open.id;
        changes = await deps.collections.update(trx, checkins, actor, open.id, storedValues(checkins, { saida: at }));
      }
      const result: IngestResult = {
        event_id: event.event_id,
        checkin_id: checkinId,
        codigo: await checkinCode(trx, clientId, checkinId),
        direction: event.direction,
        duplicate: false,
      };
      await recordEvent(trx, clientId, {
        eventId: event.event_id,
        keyId,
        checkinId,
        answer: JSON.stringify(result),
        at: isoAt(deps.clock()),
      });
      return { result, changes };
    });
  }

  return {
    /** The client's units and who is inside each now (scope `unidades.ocupacao`). */
    async occupancy(key: string | null, address: string): Promise<UnitOccupancy[]> {
      const holder = await holderOf(key, address, API_KEY_SCOPES.occupancy);
      const rows = await unitsOccupancy(deps.db, holder.clientId);
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        ocupacao: Number(row.ocupacao ?? 0),
        capacidade: row.capacidade === null ? null : Number(row.capacidade),
      }));
    },

    /** One event from a turnstile: 201 when this request wrote it, 200 with the first result for a repeat. */
    async checkin(key: string | null, address: string, event: CheckinEvent): Promise<IngestResult> {
      const holder = await holderOf(key, address, API_KEY_SCOPES.checkins);
      const wait = perKey.retryAfter(String(holder.keyId));
      if (wait) throw throttled(wait);
      perKey.fail(String(holder.keyId));
      try {
        const { result, changes } = await write(holder, event);
        deps.collections.announce(holder.clientId, changes);
        return result;
      } catch (error) {
        // The same event sent twice at once: the second's insert meets the first's, which answers.
        if (!deps.sql.isUniqueViolation(error)) throw error;
        const earlier = await ingestedEvent(deps.db, holder.clientId, event.event_id);
        if (!earlier) throw error;
        return { ...(JSON.parse(earlier) as IngestResult), duplicate: true };
      }
    },
  };
}
