import { isAllowed, type UserRecord, type UserUpdateBody } from '@console/contract';
import type { Db } from '../../db/handle.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { AppError, type MessageKey } from '../../platform/errors.ts';
import { grantRows } from '../../platform/identity-repo.ts';
import { isPlatformAdmin } from '../../platform/tenancy.ts';

/**
 * Taking over an account is a way to its grants: an administrator may change the password, e-mail or status of
 * another user, or delete them, only when they hold every grant that user holds, so 'usuarios.editar' never becomes
 * 'permissoes' by signing in as someone who has it. Grants are the user's enabled resource and sub-resource tags,
 * judged by the same isAllowed as the access check (a held sub-resource counts as held). Folder and BI dashboard
 * grants do not count: they open content, not administration, and administrators do not hold them (the 'bi'
 * feature itself is a resource tag and counts). Administrators of the platform client (16) act for every client and
 * are not bound; one's own account never outranks oneself.
 */
export async function assertOutranks(db: Db, access: RequestAccess, userId: number, key: MessageKey): Promise<void> {
  if (userId === access.user.id || isPlatformAdmin(access.user)) return;
  const [resources, subs] = await grantRows(db, access.clientId, userId);
  const notHeld = [...resources, ...subs].some((grant) => grant.enabled === 1 && !isAllowed(access.grants, grant.tag));
  if (notHeld) throw new AppError(403, key);
}

/** Whether an update touches what takes over an account: a new password, another e-mail, another status. */
export const changesAccount = (before: UserRecord, body: UserUpdateBody): boolean =>
  Boolean(body.password) ||
  (body.email !== undefined && body.email.trim().toLowerCase() !== before.email.toLowerCase()) ||
  (body.status !== undefined && body.status !== before.status);
