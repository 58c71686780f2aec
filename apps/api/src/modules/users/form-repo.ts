import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB, UserFormFieldsTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type NewFormFieldRow = Omit<Insertable<UserFormFieldsTable>, 'id' | 'client_id'>;
export type FormFieldPatch = Pick<
  Updateable<UserFormFieldsTable>,
  'label' | 'labels' | 'required' | 'active' | 'position' | 'options'
>;

/** Rows of user_form_fields: a client's custom fields and its overrides (custom = 0) of the standard ones. */
export function formFieldsRepo(db: Db) {
  return {
    byKey: (clientId: number, key: string) =>
      db
        .selectFrom('user_form_fields')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('key', '=', key)
        .executeTakeFirst(),

    async insert(clientId: number, row: NewFormFieldRow): Promise<void> {
      await db
        .insertInto('user_form_fields')
        .values({ ...row, client_id: clientId })
        .execute();
    },

    async update(clientId: number, key: string, patch: FormFieldPatch): Promise<void> {
      await db
        .updateTable('user_form_fields')
        .set(patch)
        .where('client_id', '=', clientId)
        .where('key', '=', key)
        .execute();
    },
  };
}
