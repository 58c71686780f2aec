import {
  FIELD_LABEL_LANGUAGES,
  IMPORT_MESSAGES,
  isAllowed,
  parseBrDate,
  USER_IMPORT_NAMES,
  USER_MESSAGES,
  userCreateBody,
  userUpdateBody,
  USERS_IMPORT_TARGET,
  type CustomFieldValue,
  type FormField,
  type UserCreateBody,
} from '@console/contract';
import type { NewUser } from '../../db/schema.ts';
import { userKeys } from '../../db/search-keys.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { MEMBER_RESOURCES, MEMBER_SUB_RESOURCES } from '../../platform/grants.ts';
import { checkUser } from '../../platform/user-form.ts';
import { loadUserForm } from '../../platform/user-form-repo.ts';
import { enqueueWelcome } from '../../platform/welcome.ts';
import { textOf, toBoolean, toNumber, toOption } from './cells.ts';
import { cellText, type CellValue } from './read.ts';
import type { FieldError, ImportTarget, MappedRow, TargetField, ValidRow } from './target.ts';
import { importUsersRepo } from './users-repo.ts';
import { linkOf, linkOptions, USER_LINKS, type LinkColumn } from '../../platform/user-links-repo.ts';

/** A users row as the import inserts it: the users service's own shape. */
export type UserRow = NewUser;

/** Not a scrypt hash: an imported account cannot sign in until its welcome (set-password) link is followed. */
const NO_PASSWORD = 'none';
/** The address is a structured field a cell cannot hold; a picture is uploaded, not typed. */
const NOT_IMPORTED = new Set(['address']);
/** Custom values live under `fields` in a user's body; the import names them the same way. */
const CUSTOM = 'fields.';

const importKey = (field: FormField) => (field.custom ? `${CUSTOM}${field.key}` : field.key);

/** A unit and a job role (users/links.ts) are named by their title within the client, like a group. */
const LINK_FIELDS: TargetField[] = USER_LINKS.map((link) => ({
  key: link.column,
  label: link.column === 'unidade_id' ? 'Unidade' : 'Cargo',
  required: false,
  names: [link.column, ...(USER_IMPORT_NAMES[link.column] ?? [])],
}));

type Options = { value: string; labels: string[] }[];
const isLink = (key: string): key is LinkColumn => USER_LINKS.some((l) => l.column === key);

function fieldsOf(form: FormField[]): TargetField[] {
  return [
    ...form
      .filter((f) => f.active && !NOT_IMPORTED.has(f.key))
      .map((f) => ({
        key: importKey(f),
        label: f.label,
        required: f.required,
        names: [
          f.label,
          f.key,
          ...FIELD_LABEL_LANGUAGES.flatMap((lang) => f.labels?.[lang] ?? []),
          ...(USER_IMPORT_NAMES[f.key] ?? []),
        ],
      })),
    ...LINK_FIELDS,
  ];
}

/** A custom field's cell as its body value: by the field's type; what does not convert stays for the rules to refuse. */
function customValue(field: FormField, cell: CellValue): CustomFieldValue {
  if (cell === null || cellText(cell) === '') return null;
  if (field.type === 'checkbox') return toBoolean(cell) as CustomFieldValue;
  if (field.type === 'number') {
    const n = toNumber(cell);
    return typeof n === 'number' ? n : cellText(cell);
  }
  if (field.type === 'select')
    return (
      toOption(
        cell,
        (field.options ?? []).map((o) => ({ value: o.value, labels: [o.label] })),
      ) ?? cellText(cell)
    );
  return cellText(cell);
}

/** The row as the body a create or update would send; blank cells of an existing user keep what it holds. */
function bodyOf(
  form: Map<string, FormField>,
  links: Record<LinkColumn, Options>,
  row: MappedRow,
  existing: boolean,
  errors: FieldError[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const fields: Record<string, CustomFieldValue> = {};
  for (const [key, cell] of Object.entries(row.cells)) {
    const blank = textOf(cell) === null;
    if (blank && existing) continue;
    if (key.startsWith(CUSTOM)) {
      const field = form.get(key);
      if (field) fields[field.key] = customValue(field, cell);
    } else if (key === 'group_id' || key === 'regional_id') {
      if (blank) continue;
      const value = toOption(
        cell,
        (form.get(key)?.options ?? []).map((o) => ({ value: o.value, labels: [o.label] })),
      );
      if (value === null)
        errors.push({
          row: row.row,
          field: key,
          message: key === 'group_id' ? USER_MESSAGES.group : USER_MESSAGES.regional,
        });
      else body[key] = Number(value);
    } else if (isLink(key)) {
      if (blank) continue;
      const value = toOption(cell, links[key]);
      const message = linkOf(key).message;
      if (value === null) errors.push({ row: row.row, field: key, message });
      else body[key] = Number(value);
    } else body[key] = cellText(cell);
  }
  if (Object.keys(fields).length) body.fields = fields;
  return body;
}

/** zod's issues by the body's field (a custom value's as `fields.<key>`). */
function issuesOf(row: number, issues: { path: PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => {
    const [head, sub] = issue.path.map(String);
    return { row, field: head === 'fields' && sub ? `${CUSTOM}${sub}` : (head ?? null), message: issue.message };
  });
}

/** The users of a client as an import target: the same schema and rules as POST store / PUT update, by e-mail. */
export function usersTarget(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>): ImportTarget {
  const { db, clock } = deps;
  return {
    name: USERS_IMPORT_TARGET,
    tag: 'usuarios',
    entity: 'user',
    fields: async (clientId) => fieldsOf(await loadUserForm(db, clientId)),

    async prepare(clientId, importer) {
      const form = await loadUserForm(db, clientId);
      const byKey = new Map(form.map((f) => [importKey(f), f]));
      const optionIds = (key: string) => new Set((byKey.get(key)?.options ?? []).map((o) => Number(o.value)));
      const present = { groups: optionIds('group_id'), regionals: optionIds('regional_id') };
      const [unidades, cargos] = await Promise.all(USER_LINKS.map((link) => linkOptions(db, clientId, link)));
      const links: Record<LinkColumn, Options> = { unidade_id: unidades, cargo_id: cargos };
      const emailOf = (row: MappedRow) => cellText(row.cells.email ?? null).toLowerCase();
      const cpfOf = (row: MappedRow) => cellText(row.cells.cpf ?? null).replace(/\D+/g, '');

      return {
        uniques(row) {
          const out: [string, string][] = [];
          if (emailOf(row)) out.push(['email', emailOf(row)]);
          if (cpfOf(row)) out.push(['cpf', cpfOf(row)]);
          return out;
        },

        async check(rows) {
          const repo = importUsersRepo(db);
          const [emails, cpfs] = await Promise.all([
            repo.holders(clientId, 'email', [...new Set(rows.map(emailOf).filter(Boolean))]),
            repo.holders(clientId, 'cpf', [...new Set(rows.map(cpfOf).filter(Boolean))]),
          ]);
          const facts = {
            taken: (column: 'email' | 'cpf', value: string, selfId?: number) => {
              const holder = (column === 'email' ? emails : cpfs).get(value);
              return holder !== undefined && holder !== selfId;
            },
            exists: (table: 'groups' | 'regionals', id: number) => present[table].has(id),
            linked: (column: LinkColumn, id: number) => links[column].some((o) => o.value === String(id)),
          };
          const valid: ValidRow[] = [];
          const errors: FieldError[] = [];
          const now = clock();
          const matched = [...new Set(rows.flatMap((row) => emails.get(emailOf(row)) ?? []))];
          const tags = importer.platformAdmin ? new Map<number, string[]>() : await repo.enabledTags(clientId, matched);
          /** Why the importer may not change this user, if they may not. */
          const untouchable = (id: number): string | null =>
            id === importer.id
              ? IMPORT_MESSAGES.importerSelf
              : (tags.get(id) ?? []).some((tag) => !isAllowed(importer.grants, tag))
                ? IMPORT_MESSAGES.importerOutranked
                : null;
          for (const row of rows) {
            const existing = emails.get(emailOf(row)) ?? null;
            const refused = existing === null ? null : untouchable(existing);
            if (refused) {
              errors.push({ row: row.row, field: 'email', message: refused });
              continue;
            }
            const mine: FieldError[] = [];
            const body = bodyOf(byKey, links, row, existing !== null, mine);
            const parsed = (existing === null ? userCreateBody : userUpdateBody).safeParse(body);
            if (!parsed.success) mine.push(...issuesOf(row.row, parsed.error.issues));
            else {
              const checked = await checkUser(
                form,
                parsed.data,
                existing === null ? 'create' : 'update',
                now,
                facts,
                existing ?? undefined,
              );
              for (const [field, messages] of Object.entries(checked.errors))
                for (const message of messages) mine.push({ row: row.row, field, message });
              if (!mine.length)
                valid.push({ row: row.row, existing, data: { body: parsed.data, values: checked.values } });
            }
            errors.push(...mine);
          }
          return { valid, errors };
        },

        async write(trx, rows, { welcome }) {
          const repo = importUsersRepo(trx);
          const at = clock();
          const items = rows.map((r) => ({
            existing: r.existing,
            ...(r.data as { body: UserCreateBody; values: Record<string, CustomFieldValue> }),
          }));
          const fresh = items.filter((i) => i.existing === null);
          const ids = await repo.insertUsers(
            clientId,
            fresh.map(({ body }) => ({
              name: body.name,
              ...userKeys(body.name),
              email: body.email,
              password_hash: NO_PASSWORD,
              language: body.language ?? 'pt-br',
              picture: null,
              group_id: body.group_id ?? null,
              regional_id: body.regional_id ?? null,
              unidade_id: body.unidade_id ?? null,
              cargo_id: body.cargo_id ?? null,
              status: body.status ?? 'active',
              cpf: body.cpf ?? null,
              phone: body.phone ?? null,
              birth_date: body.birth_date ? parseBrDate(body.birth_date) : null,
              postal_code: body.postal_code ?? null,
              address: null,
              created_at: isoAt(at),
            })),
          );
          await repo.grant(clientId, ids, MEMBER_RESOURCES, MEMBER_SUB_RESOURCES);
          const updates = items.filter((i) => i.existing !== null);
          for (const { existing, body } of updates) {
            const patch: Partial<UserRow> = {};
            const keys = [
              'name',
              'cpf',
              'phone',
              'postal_code',
              'group_id',
              'regional_id',
              'unidade_id',
              'cargo_id',
            ] as const;
            for (const key of keys) if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
            if (body.name !== undefined) Object.assign(patch, userKeys(body.name));
            if (body.birth_date !== undefined)
              patch.birth_date = body.birth_date === null ? null : parseBrDate(body.birth_date);
            if (Object.keys(patch).length) await repo.updateUser(clientId, existing!, patch);
          }
          const values = [
            ...fresh.flatMap((item, i) =>
              Object.entries(item.values).map(([key, value]) => ({ userId: ids[i], key, value, existing: false })),
            ),
            ...updates.flatMap((item) =>
              Object.entries(item.values).map(([key, value]) => ({
                userId: item.existing!,
                key,
                value,
                existing: true,
              })),
            ),
          ];
          await repo.setFieldValues(clientId, values);
          const mails: number[] = [];
          if (welcome) {
            for (const [i, { body }] of fresh.entries())
              mails.push(
                await enqueueWelcome(
                  deps,
                  trx,
                  clientId,
                  { id: ids[i], name: body.name, email: body.email, language: body.language ?? 'pt-br' },
                  at,
                ),
              );
          }
          return { created: fresh.length, updated: updates.length, mails };
        },
      };
    },
  };
}
