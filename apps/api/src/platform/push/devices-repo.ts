import type { PushKind } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';

/** The push devices' SQL (migration 043): registration by token, a member's active devices, disabling. */

export interface DeviceRow {
  id: number;
  user_id: number;
  kind: PushKind;
  platform: string | null;
  user_agent: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
  disabled_at: Date | string | null;
}

const COLUMNS = [
  'id',
  'user_id',
  'kind',
  'platform',
  'user_agent',
  'created_at',
  'last_seen_at',
  'disabled_at',
] as const;

export const deviceByHash = (db: DbOrTx, clientId: number, tokenHash: string): Promise<DeviceRow | undefined> =>
  db
    .selectFrom('push_devices')
    .select(COLUMNS)
    .where('client_id', '=', clientId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Writes the device of this token: a new row, or the existing one (the same token registered again, perhaps by
 * another member of the client signed in on that device) refreshed, moved to `user_id` and enabled.
 */
export async function upsertDevice(
  db: DbOrTx,
  clientId: number,
  row: {
    user_id: number;
    kind: PushKind;
    token: string;
    token_hash: string;
    platform: string | null;
    user_agent: string | null;
    at: string;
  },
): Promise<DeviceRow> {
  const { at, ...values } = row;
  const refreshed = {
    user_id: row.user_id,
    token: row.token,
    platform: row.platform,
    user_agent: row.user_agent,
    last_seen_at: at,
    disabled_at: null,
  };
  return db
    .insertInto('push_devices')
    .values({ ...values, client_id: clientId, created_at: at, last_seen_at: at })
    .onConflict((oc) => oc.columns(['client_id', 'token_hash']).doUpdateSet(refreshed))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow() as Promise<DeviceRow>;
}

/** A member's devices that still receive, oldest first. */
export const activeDevices = (db: DbOrTx, clientId: number, userId: number) =>
  db
    .selectFrom('push_devices')
    .select(['id', 'kind', 'token'])
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();

/** The active devices of many members at once (a send's group of recipients), by member. */
export async function activeDevicesOf(db: DbOrTx, clientId: number, userIds: readonly number[]) {
  const byUser = new Map<number, { id: number; kind: 'webpush' | 'fcm'; token: string }[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .selectFrom('push_devices')
    .select(['id', 'user_id', 'kind', 'token'])
    .where('client_id', '=', clientId)
    .where('user_id', 'in', userIds)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const { user_id, ...device } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), device]);
  return byUser;
}

export async function disableDevices(db: DbOrTx, clientId: number, ids: readonly number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('push_devices')
    .set({ disabled_at: at })
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .where('disabled_at', 'is', null)
    .execute();
}

/** Removes the member's devices past the `keep` most recently seen (a member's sends and rows stay bounded). */
export async function removeDevicesBeyond(db: DbOrTx, clientId: number, userId: number, keep: number): Promise<void> {
  const beyond = (
    await db
      .selectFrom('push_devices')
      .select('id')
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1000)
      .offset(keep)
      .execute()
  ).map((row) => row.id);
  if (beyond.length > 0)
    await db.deleteFrom('push_devices').where('client_id', '=', clientId).where('id', 'in', beyond).execute();
}
