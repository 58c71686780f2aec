import type { DbOrTx } from '../../db/handle.ts';

/** A member's own push devices (migration 043): the list and removal, always by client and user. */

const COLUMNS = ['id', 'kind', 'platform', 'user_agent', 'created_at', 'last_seen_at'] as const;

export const ownDevices = (db: DbOrTx, clientId: number, userId: number, window: { limit: number; offset: number }) =>
  db
    .selectFrom('push_devices')
    .select(COLUMNS)
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();

export const ownDeviceCount = async (db: DbOrTx, clientId: number, userId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('push_devices')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('disabled_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const ownDevice = (db: DbOrTx, clientId: number, userId: number, id: number) =>
  db
    .selectFrom('push_devices')
    .select([...COLUMNS, 'disabled_at'])
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function removeOwnDevice(db: DbOrTx, clientId: number, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('push_devices')
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
