import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import type { ImportsTable } from '../../db/schema.ts';

export type JobRow = Selectable<ImportsTable>;
export type JobPatch = Updateable<ImportsTable>;
export type NewJob = Omit<Insertable<ImportsTable>, 'id' | 'client_id'>;

export interface ErrorRow {
  row: number;
  column: string;
  value: string;
  message: string;
}

const CHUNK = 500;

/** The imports and the errors their passes found; every query names the client first. */
export function importsRepo(db: DbOrTx) {
  return {
    async insert(clientId: number, job: NewJob): Promise<number> {
      const row = await db
        .insertInto('imports')
        .values({ ...job, client_id: clientId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    byId: (clientId: number, target: string, id: number): Promise<JobRow | undefined> =>
      db
        .selectFrom('imports')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('target', '=', target)
        .where('id', '=', id)
        .executeTakeFirst(),

    update: (clientId: number, id: number, patch: JobPatch) =>
      db.updateTable('imports').set(patch).where('client_id', '=', clientId).where('id', '=', id).execute(),

    /** Moves the job to `to` only from one of `from`: of two racing starts, one wins. */
    async claim(clientId: number, id: number, from: string[], patch: JobPatch): Promise<boolean> {
      const result = await db
        .updateTable('imports')
        .set(patch)
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Bytes of the files the client's imports keep: every import's but the imported ones' (deleted when done). */
    async keptBytes(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('imports')
        .select((eb) => eb.fn.sum<number | string | null>('file_size').as('bytes'))
        .where('client_id', '=', clientId)
        .where('status', '!=', 'imported')
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    /** Jobs keeping a file that no pass has touched since `before` (abandoned uploads, dry runs, stopped imports). */
    idleWithFile: (clientId: number, before: string) =>
      db
        .selectFrom('imports')
        .select(['id', 'storage_key'])
        .where('client_id', '=', clientId)
        .where('status', 'in', ['uploaded', 'checked', 'failed'])
        .where('file_size', '>', 0)
        .where('updated_at', '<', before)
        .execute(),

    clearErrors: (clientId: number, id: number) =>
      db.deleteFrom('import_errors').where('client_id', '=', clientId).where('import_id', '=', id).execute(),

    async addErrors(clientId: number, id: number, errors: ErrorRow[]): Promise<void> {
      const rows = errors.map((e) => ({ ...e, client_id: clientId, import_id: id }));
      for (let i = 0; i < rows.length; i += CHUNK)
        await db
          .insertInto('import_errors')
          .values(rows.slice(i, i + CHUNK))
          .execute();
    },

    errorsPage: (clientId: number, id: number, offset: number, limit: number) =>
      db
        .selectFrom('import_errors')
        .select(['row', 'column', 'value', 'message'])
        .where('client_id', '=', clientId)
        .where('import_id', '=', id)
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),

    /** The errors in order, a batch at a time (the report streams them). */
    async *errorBatches(clientId: number, id: number, size = 2000): AsyncGenerator<ErrorRow[]> {
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom('import_errors')
          .select(['id', 'row', 'column', 'value', 'message'])
          .where('client_id', '=', clientId)
          .where('import_id', '=', id)
          .where('id', '>', after)
          .orderBy('id')
          .limit(size)
          .execute();
        if (!rows.length) return;
        after = rows[rows.length - 1].id;
        yield rows;
      }
    },
  };
}
