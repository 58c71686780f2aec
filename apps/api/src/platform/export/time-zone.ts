import type { Db } from '../../db/handle.ts';
import { clientProfileRow } from '../client-profiles-repo.ts';
import { timeZoneOf } from '../client-settings.ts';

/** The time zone a client's exports write date-times in: its setting, else São Paulo's (issue 27). */
export async function exportTimeZone(db: Db, clientId: number): Promise<string> {
  return timeZoneOf((await clientProfileRow(db, clientId))?.settings ?? null);
}
