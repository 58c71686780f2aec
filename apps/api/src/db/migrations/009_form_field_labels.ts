import type { Kysely, Migration } from 'kysely';

/**
 * A user-form field's label in the other interface languages: JSON text {"en": ..., "es": ...} (either may be
 * missing), null for none. The console shows it in that language, falling back to the Portuguese `label`.
 */
export const formFieldLabels: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('user_form_fields').addColumn('labels', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('user_form_fields').dropColumn('labels').execute();
  },
};
