import type { ColumnType, Generated } from 'kysely';
import type {
  ProjectSessionsTable,
  ProjectsTable,
  ProjectEventsTable,
  ProponentDataTable,
  SignInsTable,
  ActivityDaysTable,
  ImportsTable,
  ImportErrorsTable,
  RecordVersionsTable,
} from './schema-areas.ts';
import type { ApiKeyHashesTable, IngestEventsTable, WebhookSecretsTable } from './schema-keys.ts';
import type {
  AdminDigestsTable,
  JobsTable,
  MessageRecipientsTable,
  PushDevicesTable,
  WebhookDeliveriesTable,
} from './schema-automation.ts';

export type { ProjectSessionsTable, ProjectsTable, ProjectEventsTable, ProponentDataTable, SignInsTable, ImportsTable };

/** Timestamps: ISO strings in; PostgreSQL gives Date back, SQLite the string. */
export type Timestamp = ColumnType<Date | string, string, string>;
export type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** Flags are 0/1 integers on both engines (better-sqlite3 cannot bind booleans). */
export type Flag = number;

export interface ClientsTable {
  id: number;
  name: string;
  slug: string;
  login_url: string;
  logout_url: string;
  config: string;
  status: Generated<'active' | 'suspended'>;
  /** JSON text of the client's settings (contract `asapClient`), null until first saved. */
  settings: string | null;
  created_at: string | null;
}

interface GroupsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
}

interface RegionalsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
}

export type Role = 'admin' | 'member';

export interface UsersTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  email: string;
  password_hash: string;
  language: string;
  picture: string | null;
  role: Role;
  group_id: number | null;
  regional_id: number | null;
  /** c_unidades.id of the client (migration 027); cleared when the unit is deleted. */
  unidade_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** c_cargos.id of the client (migration 027); cleared when the job role is deleted. */
  cargo_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: string;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** 11 digits */
  cpf: ColumnType<string | null, string | null | undefined, string | null>;
  /** DDD + number, digits */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** 8 digits */
  postal_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON text of the contract's Address */
  address: ColumnType<string | null, string | null | undefined, string | null>;
  /** searchKey(name): the list order and the name search (db/search-keys.ts) */
  name_key: string;
  /** The client's day (YYYY-MM-DD) of the latest sign-in, kept by the sign_ins triggers (migration 016). */
  last_sign_in_day: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A user as the users service and the import write it (the client id goes apart, first). */
export interface NewUser {
  name: string;
  /** userKeys(name) */
  name_key: string;
  email: string;
  password_hash: string;
  language: string;
  picture: string | null;
  group_id: number | null;
  regional_id: number | null;
  unidade_id?: number | null;
  cargo_id?: number | null;
  status: string;
  cpf: string | null;
  phone: string | null;
  birth_date: string | null;
  postal_code: string | null;
  address: string | null;
  created_at: string;
}

/** Live users per client, group and regional (0: none), kept by triggers (db/dialects). */
interface UserCountsTable {
  client_id: number;
  group_id: number;
  regional_id: number;
  live: number;
}

export interface UserPermissionsTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  tag: string;
  enabled: Flag;
  platform: string | null;
}

export interface UserPermissionSubsTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  tag: string;
  enabled: Flag;
}

interface AccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  client_id: number;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

interface AuditLogTable {
  id: Generated<number>;
  client_id: number;
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  created_at: Timestamp;
  request_id: string | null;
}

type FileKindColumn = 'image' | 'video' | 'archive';

export interface FilesTable {
  id: Generated<number>;
  client_id: number;
  uploader_user_id: number | null;
  name: string;
  description: string;
  storage_key: string;
  url: string;
  mime: string;
  kind: FileKindColumn;
  /** bigint: PostgreSQL's driver gives it back as text, so read it through Number(). */
  size: ColumnType<number | string, number, number>;
  width: number | null;
  height: number | null;
  created_at: Timestamp;
}

/** An upload's key before its object is stored, until a record names it (platform/uploads/sweep.ts). */
interface UploadIntentsTable {
  storage_key: string;
  client_id: number;
  created_at: Timestamp;
}

export interface UserFormFieldsTable {
  id: Generated<number>;
  client_id: number;
  key: string;
  label: string;
  type: string;
  required: Flag;
  /** JSON text: [{value, label}] for selects */
  options: string | null;
  /** JSON text: the label in other languages, {en?, es?} (migration 009) */
  labels: string | null;
  position: number;
  custom: Flag;
  active: Flag;
}

interface UserFieldValuesTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  field_key: string;
  /** JSON text */
  value: string;
}

interface PasswordSetupTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  client_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

interface OutboxTable {
  id: Generated<number>;
  client_id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  error: string | null;
  /** Deliveries tried so far. */
  attempts: Generated<number>;
  /** When the next delivery is due (or a delivery under way gives up its hold); null when none will be tried. */
  next_attempt_at: NullableTimestamp;
}

interface FeedFoldersTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  description: string | null;
  created_at: Timestamp;
}

export type FolderTargetColumn = 'user' | 'group' | 'regional';

/** A feed folder granted to a user, a group or a regional (target_id names a row of the table target_type names). */
interface FolderPermissionsTable {
  id: Generated<number>;
  client_id: number;
  folder_id: number;
  target_type: FolderTargetColumn;
  target_id: number;
  created_at: Timestamp;
}

interface BiDashboardsTable {
  id: Generated<number>;
  client_id: number;
  key: string;
  name: string;
}

interface BiPermissionsTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  dashboard_id: number;
  created_at: Timestamp;
}

type PostStatusColumn = 'published' | 'pending' | 'hidden';

/** A feed post; likes and comments are counters the service keeps in the write's transaction. */
export interface FeedPostsTable {
  id: Generated<number>;
  client_id: number;
  pasta_id: number;
  author_id: number;
  titulo: string | null;
  texto: string;
  arquivo: string | null;
  arquivo_tipo: 'image' | 'video' | null;
  embed: string | null;
  embed_tipo: string | null;
  image: string | null;
  status: ColumnType<PostStatusColumn, PostStatusColumn | undefined, PostStatusColumn>;
  likes: ColumnType<number, number | undefined, number>;
  comments: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

interface FeedCommentsTable {
  id: Generated<number>;
  client_id: number;
  post_id: number;
  author_id: number;
  comment: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface FeedAnswersTable {
  id: Generated<number>;
  client_id: number;
  comment_id: number;
  author_id: number;
  answer: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface FeedLikesTable {
  client_id: number;
  post_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** Live posts per client, folder and status, kept by triggers (migration 020, db/dialects/feed-counts.ts). */
interface FeedPostCountsTable {
  client_id: number;
  pasta_id: number;
  status: string;
  live: number;
}

export interface DB {
  jobs: JobsTable;
  admin_digests: AdminDigestsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  message_recipients: MessageRecipientsTable;
  push_devices: PushDevicesTable;
  clients: ClientsTable;
  groups: GroupsTable;
  regionals: RegionalsTable;
  users: UsersTable;
  user_permissions: UserPermissionsTable;
  user_permission_subs: UserPermissionSubsTable;
  access_tokens: AccessTokensTable;
  audit_log: AuditLogTable;
  files: FilesTable;
  upload_intents: UploadIntentsTable;
  user_form_fields: UserFormFieldsTable;
  user_field_values: UserFieldValuesTable;
  password_setup_tokens: PasswordSetupTokensTable;
  outbox: OutboxTable;
  user_counts: UserCountsTable;
  feed_folders: FeedFoldersTable;
  folder_permissions: FolderPermissionsTable;
  bi_dashboards: BiDashboardsTable;
  bi_permissions: BiPermissionsTable;
  feed_posts: FeedPostsTable;
  feed_comments: FeedCommentsTable;
  feed_answers: FeedAnswersTable;
  feed_likes: FeedLikesTable;
  feed_post_counts: FeedPostCountsTable;
  project_sessions: ProjectSessionsTable;
  projects: ProjectsTable;
  project_events: ProjectEventsTable;
  proponent_data: ProponentDataTable;
  sign_ins: SignInsTable;
  activity_days: ActivityDaysTable;
  imports: ImportsTable;
  import_errors: ImportErrorsTable;
  record_versions: RecordVersionsTable;
  api_key_hashes: ApiKeyHashesTable;
  webhook_secrets: WebhookSecretsTable;
  ingest_events: IngestEventsTable;
}
