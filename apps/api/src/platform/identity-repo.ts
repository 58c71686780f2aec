import type { Db } from '../db/handle.ts';

/** A token with its user's row, whatever their state (the caller judges). */
export const tokenWithUser = (db: Db, tokenHash: string) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      'u.id',
      'u.client_id',
      'u.role',
      'u.name',
      'u.email',
      'u.language',
      'u.picture',
      'u.status',
      'u.deleted_at',
      't.expires_at',
      't.revoked_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** A user's resource and sub-resource rows, each in the order they were granted. */
export const grantRows = (db: Db, clientId: number, userId: number) =>
  Promise.all([
    db
      .selectFrom('user_permissions')
      .select(['tag', 'enabled'])
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('user_permission_subs')
      .select(['tag', 'enabled'])
      .where('client_id', '=', clientId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
