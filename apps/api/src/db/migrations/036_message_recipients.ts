import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Messages that reach their audience (issue 29). `message_recipients`: one row per member and notification or
 * announcement, written by the send (modules/messages), read as the member's inbox and through the read-only
 * collection `destinatarios`. Date-times are ISO text, as in the collections' tables it is read beside.
 *
 * By hand, before 037 drops the old audience columns: a notification's and an announcement's audience (an enum with
 * the group, regional or user it named) becomes the audience field's JSON.
 */
export function messageRecipients(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('message_recipients'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('notificacao_id', 'integer')
        .addColumn('comunicado_id', 'integer')
        .addColumn('usuario', 'integer', (c) => c.notNull())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('lida_em', 'text')
        .addColumn('confirmada_em', 'text')
        .addColumn('status_push', 'text')
        .addColumn('aberta_em', 'text')
        .addColumn('status_email', 'text')
        .addColumn('erro', 'text')
        .execute();
      // One row per member and message: a send that runs again writes nothing twice.
      for (const message of ['notificacao_id', 'comunicado_id'])
        await db.schema
          .createIndex(`message_recipients_${message}_usuario_key`)
          .on('message_recipients')
          .columns([message, 'usuario'])
          .unique()
          .execute();
      // The member's inbox, newest first, and its unread count.
      await db.schema
        .createIndex('message_recipients_inbox_idx')
        .on('message_recipients')
        .columns(['client_id', 'usuario', 'id'])
        .execute();
      await carryAudiences(db, 'c_notificacoes', async (row) => row.grupo_id);
      await carryAudiences(db, 'c_comunicados', async (row) => {
        const links = await db
          .selectFrom('c_comunicados__grupos')
          .select('target_id')
          .where('row_id', '=', row.id)
          .orderBy('target_id')
          .execute();
        return links.length ? links.map((link) => Number(link.target_id)) : null;
      });
    },
  };
}

interface OldRow {
  id: number;
  publico: string | null;
  grupo_id?: number | null;
  regional_id?: number | null;
  usuario?: number | null;
}

/** The old enum and its named row as the audience's JSON; what named nothing becomes everyone. */
async function carryAudiences(
  db: Kysely<any>,
  table: string,
  groupsOf: (row: OldRow) => Promise<number | number[] | null | undefined>,
): Promise<void> {
  const rows = (await db.selectFrom(table).selectAll().orderBy('id').execute()) as OldRow[];
  for (const row of rows) {
    const ids = (value: number | number[] | null | undefined) =>
      value == null ? null : (Array.isArray(value) ? value : [value]).map(Number);
    const named =
      row.publico === 'grupo'
        ? { tipo: 'grupos', ids: ids(await groupsOf(row)) }
        : row.publico === 'regional'
          ? { tipo: 'regionais', ids: ids(row.regional_id) }
          : row.publico === 'usuario'
            ? { tipo: 'membros', ids: ids(row.usuario) }
            : null;
    const audience = named?.ids?.length ? named : { tipo: 'todos' };
    await db
      .updateTable(table)
      .set({ publico: JSON.stringify(audience) })
      .where('id', '=', row.id)
      .execute();
  }
}
