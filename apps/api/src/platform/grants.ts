import type { Kysely, Transaction } from 'kysely';
import { RESOURCE_TAGS, SUB_RESOURCE_TAGS } from '@console/contract';
import type { DB } from '../db/schema.ts';

/** What a member gets on sign-up or seeding: everyday features, none of the administration. */
export const MEMBER_RESOURCES: readonly string[] = ['dashboard', 'feed', 'eventos', 'cursos', 'trilhas', 'certificados', 'relatorios'];
export const MEMBER_SUB_RESOURCES: readonly string[] = ['feed.criar', 'relatorios.exportar'];

export const ADMIN_RESOURCES = RESOURCE_TAGS;
export const ADMIN_SUB_RESOURCES = SUB_RESOURCE_TAGS;

export interface GrantSet {
  resources: readonly string[];
  subResources: readonly string[];
}

/** Enables the given tags for a user of a client. */
export async function insertGrants(db: Kysely<DB> | Transaction<DB>, clientId: number, userId: number, set: GrantSet): Promise<void> {
  if (set.resources.length) {
    await db
      .insertInto('user_permissions')
      .values(set.resources.map((tag) => ({ client_id: clientId, user_id: userId, tag, enabled: 1, platform: null })))
      .execute();
  }
  if (set.subResources.length) {
    await db
      .insertInto('user_permission_subs')
      .values(set.subResources.map((tag) => ({ client_id: clientId, user_id: userId, tag, enabled: 1 })))
      .execute();
  }
}
