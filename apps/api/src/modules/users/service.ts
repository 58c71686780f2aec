import {
  formatBrDate,
  parseBrDate,
  USER_LIST_ALL_CAP,
  USER_MESSAGES,
  type CustomFieldValue,
  type FormField,
  type UserCreateBody,
  type UserListItem,
  type UserListQuery,
  type UserPickerItem,
  type UserRecord,
  type UserUpdateBody,
} from '@console/contract';
import { randomBytes } from 'node:crypto';
import { toMillis } from '../../db/dialects/index.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { announceAccessChange } from '../../platform/access-changes.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { MEMBER_RESOURCES, MEMBER_SUB_RESOURCES } from '../../platform/grants.ts';
import { insertGrants } from '../../platform/grants-repo.ts';
import { enqueueWelcome } from '../../platform/welcome.ts';
import type { KeysetPage } from '../../platform/pagination.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { checkUser } from '../../platform/user-form.ts';
import { loadUserForm } from '../../platform/user-form-repo.ts';
import { userKeys } from '../../db/search-keys.ts';
import type { ListRow, ListScope } from './list-repo.ts';
import { matchOf } from '../../platform/list-planner.ts';
import { userListing } from './listing.ts';
import { assertOutranks, changesAccount } from './privilege.ts';
import { usersRepo, type UserPatch, type UserRow } from './repo.ts';

const toListItem = (row: ListRow): UserListItem => ({
  user_id: row.id,
  user_info: { user_id: row.id, user_name: row.name, user_email: row.email, picture: row.picture },
  group: row.group_id !== null && row.group_name !== null ? { id: row.group_id, name: row.group_name } : null,
  regional:
    row.regional_id !== null && row.regional_name !== null ? { id: row.regional_id, name: row.regional_name } : null,
  status: row.status === 'active' ? 'active' : 'inactive',
});

const toPickerItem = (row: ListRow): UserPickerItem => ({
  user_id: row.id,
  name: row.name,
  email: row.email,
  picture: row.picture,
});

const toRecord = (row: UserRow, fields: Record<string, CustomFieldValue>): UserRecord => ({
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
  picture: row.picture,
  status: row.status === 'active' ? 'active' : 'inactive',
  language: row.language,
  role: row.role,
  created_at: new Date(toMillis(row.created_at)).toISOString(),
  fields,
});

const scopeOf = (clientId: number, query: Partial<UserListQuery>): ListScope => ({
  clientId,
  match: matchOf(query.search),
  group: query.group,
  regional: query.regional,
});

type PageQuery = Pick<UserListQuery, 'page' | 'per_page' | 'cursor' | 'search' | 'group' | 'regional'>;

export function usersService(deps: AppDeps) {
  const { db, clock, mailer } = deps;
  const listing = userListing(deps);

  const form = (clientId: number): Promise<FormField[]> => loadUserForm(db, clientId);

  /** Every rule that needs the database or the clock (platform/user-form.ts checkUser); throws one 422 with a message per field. */
  async function validate(
    clientId: number,
    body: UserCreateBody | UserUpdateBody,
    mode: 'create' | 'update',
    selfId?: number,
  ) {
    const repo = usersRepo(db);
    const facts = {
      taken: (column: 'email' | 'cpf', value: string, except?: number) => repo.taken(clientId, column, value, except),
      exists: (table: 'groups' | 'regionals', id: number) => repo.exists(clientId, table, id),
    };
    const { values, errors } = await checkUser(await form(clientId), body, mode, clock(), facts, selfId);
    if (Object.keys(errors).length) throw invalid(errors);
    return values;
  }

  /** The unique indexes settle races the checks above lost; say which field collided. */
  async function asConflict(
    error: unknown,
    clientId: number,
    body: UserCreateBody | UserUpdateBody,
    selfId?: number,
  ): Promise<never> {
    if (!deps.sql.isUniqueViolation(error)) throw error;
    const repo = usersRepo(db);
    const errors: Record<string, string[]> = {};
    if (body.cpf && (await repo.taken(clientId, 'cpf', body.cpf, selfId))) errors.cpf = [USER_MESSAGES.cpfTaken];
    if (!errors.cpf || (body.email && (await repo.taken(clientId, 'email', body.email, selfId))))
      errors.email = [USER_MESSAGES.emailTaken];
    throw invalid(errors);
  }

  /** Profile columns of a body; only the keys it sends. */
  function columnsOf(body: UserCreateBody | UserUpdateBody): UserPatch {
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
      'status',
      'language',
    ] as const;
    for (const key of keys) if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
    if (body.name !== undefined) Object.assign(patch, userKeys(body.name));
    if (body.birth_date !== undefined)
      patch.birth_date = body.birth_date === null ? null : parseBrDate(body.birth_date);
    if (body.address !== undefined) patch.address = body.address === null ? null : JSON.stringify(body.address);
    return patch;
  }

  async function recordOf(clientId: number, id: number, repo = usersRepo(db)): Promise<UserRecord> {
    const row = await repo.byId(clientId, id);
    if (!row) throw notFound();
    return toRecord(row, await repo.fieldValues(clientId, id));
  }

  return {
    form,

    async list(access: RequestAccess, query: UserListQuery): Promise<KeysetPage<UserListItem> | UserListItem[]> {
      const scope = scopeOf(access.clientId, query);
      if (query.id) return (await listing.first({ ...scope, ids: query.id }, query.id.length)).map(toListItem);
      if (query.all) return (await listing.first(scope, USER_LIST_ALL_CAP)).map(toListItem);
      return this.page(access, query);
    },

    async page(access: RequestAccess, query: PageQuery): Promise<KeysetPage<UserListItem>> {
      const page = await listing.page(scopeOf(access.clientId, query), query);
      return { ...page, data: page.data.map(toListItem) };
    },

    async picker(access: RequestAccess, query: Omit<PageQuery, 'regional'>): Promise<KeysetPage<UserPickerItem>> {
      const page = await listing.page(scopeOf(access.clientId, query), query);
      return { ...page, data: page.data.map(toPickerItem) };
    },

    async item(access: RequestAccess, id: number): Promise<UserListItem> {
      const [row] = await listing.first({ clientId: access.clientId, ids: [id] }, 1);
      if (!row) throw notFound();
      return toListItem(row);
    },

    record: (access: RequestAccess, id: number) => recordOf(access.clientId, id),

    async create(
      access: RequestAccess,
      body: UserCreateBody,
      sendWelcome: boolean,
      requestId: string,
    ): Promise<UserRecord> {
      const clientId = access.clientId;
      const values = await validate(clientId, body, 'create');
      // Without a password the account cannot sign in until the welcome link is followed.
      const passwordHash = await hashPassword(body.password ?? randomBytes(24).toString('base64url'));
      const at = clock();
      const columns = columnsOf(body);
      let outboxId: number | null = null;
      let record: UserRecord;
      try {
        record = await db.transaction().execute(async (trx) => {
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
          const created = await recordOf(clientId, id, repo);
          await recordAudit(trx, {
            clientId,
            actorUserId: access.user.id,
            action: 'user.create',
            entity: 'user',
            entityId: id,
            after: created,
            requestId,
            at,
          });
          if (sendWelcome) outboxId = await enqueueWelcome(deps, trx, clientId, created, at);
          return created;
        });
      } catch (error) {
        return asConflict(error, clientId, body);
      }
      // After commit: a mail server that is down leaves the error on the outbox row, never fails the create.
      if (outboxId !== null) await mailer.deliver(outboxId);
      return record;
    },

    async update(access: RequestAccess, id: number, body: UserUpdateBody, requestId: string): Promise<UserRecord> {
      const clientId = access.clientId;
      const before = await recordOf(clientId, id);
      if (id === access.user.id && body.status === 'inactive')
        throw invalid({ status: [USER_MESSAGES.selfDeactivate] });
      if (changesAccount(before, body)) await assertOutranks(db, access, id, 'userOutranks');
      const values = await validate(clientId, body, 'update', id);
      const patch = columnsOf(body);
      if (body.password) patch.password_hash = await hashPassword(body.password);
      const at = clock();
      let after: UserRecord;
      try {
        after = await db.transaction().execute(async (trx) => {
          const repo = usersRepo(trx);
          if (Object.keys(patch).length) {
            const result = await repo.update(clientId, id, patch);
            if (Number(result.numUpdatedRows) === 0) throw notFound();
          }
          await repo.setFieldValues(clientId, id, values);
          const updated = await recordOf(clientId, id, repo);
          await recordAudit(trx, {
            clientId,
            actorUserId: access.user.id,
            action: 'user.update',
            entity: 'user',
            entityId: id,
            before,
            after: { ...updated, ...(body.password ? { password_changed: true } : {}) },
            requestId,
            at,
          });
          return updated;
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        return asConflict(error, clientId, body, id);
      }
      // A status or profile change reaches the user's open sessions on their next request, on every instance.
      await announceAccessChange(deps, clientId, [id]);
      return after;
    },

    async remove(access: RequestAccess, id: number, requestId: string): Promise<{ id: number }> {
      const clientId = access.clientId;
      if (id === access.user.id) throw invalid({ id: [USER_MESSAGES.selfDelete] });
      await assertOutranks(db, access, id, 'userOutranksDelete');
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const repo = usersRepo(trx);
        const row = await repo.byId(clientId, id);
        if (!row) throw notFound();
        const before = toRecord(row, await repo.fieldValues(clientId, id));
        await repo.softDelete(clientId, id, isoAt(at));
        await recordAudit(trx, {
          clientId,
          actorUserId: access.user.id,
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          before,
          requestId,
          at,
        });
      });
      await announceAccessChange(deps, clientId, [id]);
      return { id };
    },
  };
}
