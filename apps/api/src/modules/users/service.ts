import {
  USER_LIST_ALL_CAP,
  USER_MESSAGES,
  type FormField,
  type UserCreateBody,
  type UserListItem,
  type UserListQuery,
  type UserPickerItem,
  type UserRecord,
  type UserUpdateBody,
} from '@console/contract';
import { randomBytes } from 'node:crypto';
import type { RequestAccess } from '../../platform/access.ts';
import { announceAccessChange } from '../../platform/access-changes.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { KeysetPage } from '../../platform/pagination.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { loadUserForm } from '../../platform/user-form-repo.ts';
import type { ListRow, ListScope } from './list-repo.ts';
import { matchOf } from '../../platform/list-planner.ts';
import { userListing } from './listing.ts';
import { assertOutranks, changesAccount } from './privilege.ts';
import { usersRepo } from './repo.ts';
import { checkedValues, columnsOf, createMemberIn, toRecord } from './accounts.ts';
import { linkRef } from '../../platform/user-links-repo.ts';

const toListItem = (row: ListRow): UserListItem => ({
  user_id: row.id,
  user_info: { user_id: row.id, user_name: row.name, user_email: row.email, picture: row.picture },
  group: row.group_id !== null && row.group_name !== null ? { id: row.group_id, name: row.group_name } : null,
  regional:
    row.regional_id !== null && row.regional_name !== null ? { id: row.regional_id, name: row.regional_name } : null,
  unidade: linkRef(row.unidade_id, row.unidade_name),
  cargo: linkRef(row.cargo_id, row.cargo_name),
  status: row.status === 'active' ? 'active' : 'inactive',
});

const toPickerItem = (row: ListRow): UserPickerItem => ({
  user_id: row.id,
  name: row.name,
  email: row.email,
  picture: row.picture,
});

const scopeOf = (clientId: number, query: Partial<UserListQuery>): ListScope => ({
  clientId,
  match: matchOf(query.search),
  group: query.group,
  regional: query.regional,
  unidade: query.unidade_id,
  cargo: query.cargo_id,
});

type PageQuery = Pick<
  UserListQuery,
  'page' | 'per_page' | 'cursor' | 'search' | 'group' | 'regional' | 'unidade_id' | 'cargo_id'
>;

export function usersService(deps: AppDeps) {
  const { db, clock, mailer } = deps;
  const listing = userListing(deps);

  const form = (clientId: number): Promise<FormField[]> => loadUserForm(db, clientId);

  /** Every rule that needs the database or the clock; throws one 422 with a message per field. */
  const validate = (
    clientId: number,
    body: UserCreateBody | UserUpdateBody,
    mode: 'create' | 'update',
    selfId?: number,
  ) => checkedValues(db, clock(), clientId, body, mode, selfId);

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

    async picker(
      access: RequestAccess,
      query: Omit<PageQuery, 'regional' | 'unidade_id' | 'cargo_id'>,
    ): Promise<KeysetPage<UserPickerItem>> {
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
      // Hashed before the transaction: a slow hash holds no write lock.
      const passwordHash = await hashPassword(body.password ?? randomBytes(24).toString('base64url'));
      const creator = { clientId, userId: access.user.id, requestId };
      let created: Awaited<ReturnType<typeof createMemberIn>>;
      try {
        created = await db
          .transaction()
          .execute((trx) => createMemberIn(deps, trx, creator, body, passwordHash, sendWelcome));
      } catch (error) {
        return asConflict(error, clientId, body);
      }
      const { record, outboxId } = created;
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
