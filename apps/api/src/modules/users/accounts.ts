import {
  formatBrDate,
  normalizePhone,
  parseBrDate,
  userCreateBody,
  type CustomFieldValue,
  type UserCreateBody,
  type UserRecord,
  type UserUpdateBody,
} from '@console/contract';
import { randomBytes } from 'node:crypto';
import { toMillis } from '../../db/dialects/index.ts';
import type { DbOrTx, Tx } from '../../db/handle.ts';
import { userKeys } from '../../db/search-keys.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { MEMBER_RESOURCES, MEMBER_SUB_RESOURCES } from '../../platform/grants.ts';
import { insertGrants } from '../../platform/grants-repo.ts';
import type { MemberAccounts } from '../../platform/member-accounts.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { checkUser } from '../../platform/user-form.ts';
import { loadUserForm } from '../../platform/user-form-repo.ts';
import { enqueueWelcome } from '../../platform/welcome.ts';
import { linkExists, linkOf, linkRef, type LinkColumn } from '../../platform/user-links-repo.ts';
import { usersRepo, type UserPatch, type UserRow } from './repo.ts';

/**
 * A member's creation, one path for the users area's create route and for other modules (a lead converted into a
 * member, through AppDeps.members): the client's user form rules, the account, its grants and custom fields, the audit
 * entry and the welcome mail in the outbox, all in the caller's transaction.
 */

export const toRecord = (row: UserRow, fields: Record<string, CustomFieldValue>): UserRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  cpf: row.cpf,
  phone: row.phone,
  birth_date: row.birth_date === null ? null : formatBrDate(row.birth_date),
  postal_code: row.postal_code,
  address: row.address === null ? null : JSON.parse(row.address),
  group_id: row.group_id,
  regional_id: row.regional_id,
  unidade_id: row.unidade_id,
  cargo_id: row.cargo_id,
  unidade: linkRef(row.unidade_id, row.unidade_name),
  cargo: linkRef(row.cargo_id, row.cargo_name),
  picture: row.picture,
  status: row.status === 'active' ? 'active' : 'inactive',
  language: row.language,
  role: row.role,
  created_at: new Date(toMillis(row.created_at)).toISOString(),
  fields,
});

async function recordIn(handle: DbOrTx, clientId: number, id: number): Promise<UserRecord> {
  const repo = usersRepo(handle);
  const row = await repo.byId(clientId, id);
  if (!row) throw notFound();
  return toRecord(row, await repo.fieldValues(clientId, id));
}

/** Every rule that needs the database or the clock (platform/user-form.ts checkUser); one 422 with a message per field. */
export async function checkedValues(
  handle: DbOrTx,
  now: number,
  clientId: number,
  body: UserCreateBody | UserUpdateBody,
  mode: 'create' | 'update',
  selfId?: number,
) {
  const repo = usersRepo(handle);
  const facts = {
    taken: (column: 'email' | 'cpf', value: string, except?: number) => repo.taken(clientId, column, value, except),
    exists: (table: 'groups' | 'regionals', id: number) => repo.exists(clientId, table, id),
    linked: (column: LinkColumn, id: number) => linkExists(handle, clientId, linkOf(column), id),
  };
  const { values, errors } = await checkUser(await loadUserForm(handle, clientId), body, mode, now, facts, selfId);
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}

/** Profile columns of a body; only the keys it sends. */
export function columnsOf(body: UserCreateBody | UserUpdateBody): UserPatch {
  const patch: UserPatch = {};
  const keys = [
    'name',
    'email',
    'cpf',
    'phone',
    'postal_code',
    'picture',
    'group_id',
    'regional_id',
    'unidade_id',
    'cargo_id',
    'status',
    'language',
  ] as const;
  for (const key of keys) if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
  if (body.name !== undefined) Object.assign(patch, userKeys(body.name));
  if (body.birth_date !== undefined) patch.birth_date = body.birth_date === null ? null : parseBrDate(body.birth_date);
  if (body.address !== undefined) patch.address = body.address === null ? null : JSON.stringify(body.address);
  return patch;
}

/** Who creates the member, for its audit entry. */
interface Creator {
  clientId: number;
  userId: number;
  requestId?: string;
}

/** Creates a member in the caller's transaction; answers its record and the welcome mail's outbox id (or null). */
export async function createMemberIn(
  deps: Pick<AppDeps, 'config' | 'mailer' | 'clock'>,
  trx: Tx,
  creator: Creator,
  body: UserCreateBody,
  passwordHash: string,
  sendWelcome: boolean,
): Promise<{ record: UserRecord; outboxId: number | null }> {
  const { clientId } = creator;
  const at = deps.clock();
  const values = await checkedValues(trx, at, clientId, body, 'create');
  const columns = columnsOf(body);
  const repo = usersRepo(trx);
  const id = await repo.insert(clientId, {
    name: body.name,
    ...userKeys(body.name),
    email: body.email,
    password_hash: passwordHash,
    language: body.language ?? 'pt-br',
    picture: columns.picture ?? null,
    group_id: columns.group_id ?? null,
    regional_id: columns.regional_id ?? null,
    unidade_id: columns.unidade_id ?? null,
    cargo_id: columns.cargo_id ?? null,
    status: columns.status ?? 'active',
    cpf: columns.cpf ?? null,
    phone: columns.phone ?? null,
    birth_date: columns.birth_date ?? null,
    postal_code: columns.postal_code ?? null,
    address: columns.address ?? null,
    created_at: isoAt(at),
  });
  await insertGrants(trx, clientId, id, { resources: MEMBER_RESOURCES, subResources: MEMBER_SUB_RESOURCES });
  await repo.setFieldValues(clientId, id, values);
  const record = await recordIn(trx, clientId, id);
  await recordAudit(trx, {
    clientId,
    actorUserId: creator.userId,
    action: 'user.create',
    entity: 'user',
    entityId: id,
    after: record,
    requestId: creator.requestId,
    at,
  });
  const outboxId = sendWelcome ? await enqueueWelcome(deps, trx, clientId, record, at) : null;
  return { record, outboxId };
}

/** Another module's member creation: the person's data as a create body (a phone the form would refuse left out). */
export function memberAccounts(deps: Pick<AppDeps, 'config' | 'mailer' | 'clock'>): MemberAccounts {
  return {
    async create(trx, actor, member, invite) {
      const phone = member.phone ? normalizePhone(member.phone) : null;
      const parsed = userCreateBody.safeParse({ name: member.name, email: member.email, ...(phone ? { phone } : {}) });
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'name')] ??= []).push(issue.message);
        throw invalid(errors);
      }
      // Without a password the account cannot sign in until the welcome link is followed.
      const hash = await hashPassword(randomBytes(24).toString('base64url'));
      const { record, outboxId } = await createMemberIn(deps, trx, actor, parsed.data, hash, invite);
      return { member: { id: record.id, name: record.name, email: record.email }, outboxId };
    },
    async byEmail(trx, clientId, email) {
      const row = await usersRepo(trx).byEmail(clientId, email);
      return row && { id: row.id, name: row.name, email: row.email };
    },
    deliver: (outboxId) => deps.mailer.deliver(outboxId),
  };
}
