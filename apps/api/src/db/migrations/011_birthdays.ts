import { sql, type Kysely, type Migration } from 'kysely';

/** Birthdays by month (the aniversariantes view): the month and day of birth, per client, among live users. */
export const birthdays: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index users_client_birthday_idx on users (client_id, (substr(birth_date, 6, 5))) where deleted_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop index users_client_birthday_idx`.execute(db);
  },
};
