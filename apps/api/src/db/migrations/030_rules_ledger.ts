import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The rules' bookkeeping (issue 29): each member's points balance (the ledger `c_pontos` summed, with the level the
 * balance reaches), kept in the transaction of every ledger entry and rebuilt from the ledger by the recalculation;
 * and the stock moves of orders (out when paid, back when refunded), so that each happens once per order.
 * Existing ledgers get their balances here; badges written before their typed criterion are awarded by hand.
 */
export const rulesLedger: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('member_points')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('level_id', 'integer')
      .addPrimaryKeyConstraint('member_points_pk', ['client_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('order_stock_moves')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('restocked', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_stock_moves_pk', ['client_id', 'order_id', 'kind'])
      .execute();
    await sql`update c_conquistas set tipo_criterio = 'manual' where tipo_criterio is null`.execute(db);
    await sql`insert into member_points (client_id, user_id, points, entries)
      select client_id, usuario, sum(pontos), count(*) from c_pontos where usuario is not null
      group by client_id, usuario`.execute(db);
    await sql`update member_points set level_id = (select n.id from c_niveis n
      where n.client_id = member_points.client_id and n.pontos_minimos <= member_points.points
      order by n.pontos_minimos desc limit 1)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('order_stock_moves').execute();
    await db.schema.dropTable('member_points').execute();
  },
};
