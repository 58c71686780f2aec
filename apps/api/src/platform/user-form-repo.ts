import type { Selectable } from 'kysely';
import type { FormField } from '@console/contract';
import type { DbOrTx } from '../db/handle.ts';
import type { UserFormFieldsTable } from '../db/schema.ts';
import { buildForm } from './user-form.ts';

export type FormFieldRow = Selectable<UserFormFieldsTable>;

const options = (db: DbOrTx, clientId: number, table: 'groups' | 'regionals') =>
  db.selectFrom(table).select(['id', 'name']).where('client_id', '=', clientId).orderBy('name').orderBy('id').execute();

/** A client's whole user form (users' create and edit, and their import), with its groups and regionals as options. */
export async function loadUserForm(db: DbOrTx, clientId: number): Promise<FormField[]> {
  const [rows, groups, regionals] = await Promise.all([
    db
      .selectFrom('user_form_fields')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    options(db, clientId, 'groups'),
    options(db, clientId, 'regionals'),
  ]);
  const asOptions = (list: { id: number; name: string }[]) => list.map((o) => ({ value: String(o.id), label: o.name }));
  return buildForm(rows, { group_id: asOptions(groups), regional_id: asOptions(regionals) });
}
