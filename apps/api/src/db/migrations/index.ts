import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';
import { foundation } from './001_foundation.ts';
import { files } from './002_files.ts';
import { users } from './003_users.ts';
import { userSearch } from './004_user_search.ts';
import { userListCover } from './005_user_list_cover.ts';
import { permissions } from './006_permissions.ts';
import { feed } from './007_feed.ts';
import { feedAuthorCover } from './008_feed_author_cover.ts';
import { formFieldLabels } from './009_form_field_labels.ts';
import { collections } from './010_collections.ts';
import { birthdays } from './011_birthdays.ts';
import { orderedIndexes } from './012_ordered_indexes.ts';
import { clientSettings } from './013_client_settings.ts';
import { clientActivity } from './014_client_activity.ts';
import { projects } from './015_projects.ts';
import { activity } from './016_activity.ts';
import { imports } from './017_imports.ts';
import { outboxRetries } from './018_outbox_retries.ts';
import { uploadIntents } from './019_upload_intents.ts';
import { feedPostCounts } from './020_feed_post_counts.ts';
import { withoutValueSamples } from './021_without_value_samples.ts';
import { importMode } from './022_import_mode.ts';
import { collectionRules } from './023_collection_rules.ts';
import { recordVersions } from './024_record_versions.ts';
import { actionLinks } from './025_action_links.ts';
import { multipleReferences } from './026_multiple_references.ts';
import { impactProjects } from './027_impact_projects.ts';
import { userUnitRole } from './028_user_unit_role.ts';
import { jobs } from './029_jobs.ts';
import { badgeCriteria } from './030_badge_criteria.ts';
import { rulesLedger } from './030_rules_ledger.ts';
import { apiKeys } from './031_api_keys.ts';
import { collectionTimers } from './032_collection_timers.ts';
import { webhookDeliveries } from './033_webhook_deliveries.ts';
import { webhookSecrets } from './034_webhook_secrets.ts';
import { webhookSecretApart } from './035_webhook_secret_apart.ts';
import { messageRecipients } from './036_message_recipients.ts';
import { messageAudiences } from './037_message_audiences.ts';
import { voucherExpiry } from './040_voucher_expiry.ts';
import { classOccurrences } from './041_class_occurrences.ts';
import { adminDigests } from './042_admin_digests.ts';
import { pushDevices } from './043_push_devices.ts';

/** Migrations live in code (no folder scan) so they run the same under tsx, tests and bundles. */
const provider = (dialect: DialectSql): MigrationProvider => ({
  getMigrations: async () => ({
    '001_foundation': foundation(dialect),
    '002_files': files(dialect),
    '003_users': users(dialect),
    '004_user_search': userSearch(dialect),
    '005_user_list_cover': userListCover,
    '006_permissions': permissions(dialect),
    '007_feed': feed(dialect),
    '008_feed_author_cover': feedAuthorCover(dialect),
    '009_form_field_labels': formFieldLabels,
    '010_collections': collections(dialect),
    '011_birthdays': birthdays,
    '012_ordered_indexes': orderedIndexes(dialect),
    '013_client_settings': clientSettings(dialect),
    '014_client_activity': clientActivity(dialect),
    '015_projects': projects(dialect),
    '016_activity': activity(dialect),
    '017_imports': imports(dialect),
    '018_outbox_retries': outboxRetries(dialect),
    '019_upload_intents': uploadIntents(dialect),
    '020_feed_post_counts': feedPostCounts(dialect),
    '021_without_value_samples': withoutValueSamples(dialect),
    '022_import_mode': importMode,
    '023_collection_rules': collectionRules(dialect),
    '024_record_versions': recordVersions(dialect),
    '025_action_links': actionLinks(dialect),
    '026_multiple_references': multipleReferences(dialect),
    '027_impact_projects': impactProjects(dialect),
    '028_user_unit_role': userUnitRole,
    '029_jobs': jobs(dialect),
    '030_badge_criteria': badgeCriteria(dialect),
    '030_rules_ledger': rulesLedger,
    '031_api_keys': apiKeys(dialect),
    '032_collection_timers': collectionTimers(dialect),
    '033_webhook_deliveries': webhookDeliveries(dialect),
    '034_webhook_secrets': webhookSecrets,
    '035_webhook_secret_apart': webhookSecretApart(dialect),
    '036_message_recipients': messageRecipients(dialect),
    '037_message_audiences': messageAudiences(dialect),
    '040_voucher_expiry': voucherExpiry(dialect),
    '041_class_occurrences': classOccurrences(dialect),
    '042_admin_digests': adminDigests,
    '043_push_devices': pushDevices(dialect),
  }),
});

/** Runs the migrations up to `name` (all of them by default); an upgrade's test stops before the one it tests. */
export async function migrateToLatest(db: Kysely<any>, dialect: DialectSql, name?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(dialect) });
  const { error, results } = await (name ? migrator.migrateTo(name) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
