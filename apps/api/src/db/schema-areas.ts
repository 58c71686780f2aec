import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from './schema.ts';

/** The tables of the later feature areas: projects (migration 015), sign-ins and daily activity (016), imports (017). */

/** Migration 015 (docs/projects.md): JSON columns hold text (criteria, attachments, team, address, event data). */
export interface ProjectSessionsTable {
  id: Generated<number>;
  client_id: number;
  title: string;
  description: string;
  banner: string | null;
  submission_start: string;
  submission_end: string;
  review_deadline: string;
  criteria: string;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectsTable {
  id: Generated<number>;
  client_id: number;
  session_id: number;
  proponent_id: number;
  title: string;
  summary: string;
  objectives: string;
  target_audience: string;
  /** bigint: PostgreSQL's driver gives it back as text, so read it through Number(). */
  budget_cents: ColumnType<number | string, number, number>;
  start_date: string;
  end_date: string;
  attachments: string;
  team: string;
  status: string;
  assignee_id: number | null;
  stage: string | null;
  due_at: NullableTimestamp;
  overdue: ColumnType<number, number | undefined, number>;
  reminded_at: NullableTimestamp;
  score: number | null;
  submitted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectEventsTable {
  id: Generated<number>;
  client_id: number;
  project_id: number;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  actor_id: number | null;
  text: string | null;
  internal: ColumnType<number, number | undefined, number>;
  data: string | null;
  created_at: Timestamp;
}

export interface ProponentDataTable {
  client_id: number;
  user_id: number;
  organization: string;
  document: string;
  email: string;
  phone: string;
  postal_code: string;
  address: string;
  updated_at: Timestamp;
}

/** One successful sign-in (migration 016): who, on which client's page, when and from where. */
export interface SignInsTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  created_at: Timestamp;
  address: string | null;
  user_agent: string | null;
}

/**
 * A client's activity on one of its days (YYYY-MM-DD in America/Sao_Paulo), kept by triggers (db/dialects): the
 * dashboard reads these rows instead of the tables they count. last_seen: live members whose latest sign-in fell on
 * that day, so members seen within N days is the sum over the last N days.
 */
export interface ActivityDaysTable {
  client_id: number;
  day: string;
  sign_ins: ColumnType<number, number | undefined, number>;
  last_seen: ColumnType<number, number | undefined, number>;
  joined: ColumnType<number, number | undefined, number>;
  departed: ColumnType<number, number | undefined, number>;
  posts: ColumnType<number, number | undefined, number>;
  comments: ColumnType<number, number | undefined, number>;
  likes: ColumnType<number, number | undefined, number>;
  uploads: ColumnType<number, number | undefined, number>;
  /** bigint: PostgreSQL's driver gives it back as text, so read it through Number(). */
  upload_bytes: ColumnType<number | string, number | undefined, number>;
}

/** A bulk import (migration 017): its file, mapping and the state of its dry run or import. */
export interface ImportsTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  target: string;
  file_name: string;
  storage_key: string;
  file_kind: 'xlsx' | 'csv';
  /** bigint: read through Number(). */
  file_size: ColumnType<number | string, number, number>;
  /** JSON text: string[] */
  headers: string;
  /** JSON text: string[][] */
  preview: string;
  /** JSON text: (string | null)[] */
  mapping: string;
  status: string;
  total_rows: number | null;
  processed_rows: ColumnType<number, number | undefined, number>;
  bytes_read: ColumnType<number | string, number | undefined, number>;
  error_rows: ColumnType<number, number | undefined, number>;
  error_count: ColumnType<number, number | undefined, number>;
  created_count: ColumnType<number, number | undefined, number>;
  updated_count: ColumnType<number, number | undefined, number>;
  next_row: ColumnType<number, number | undefined, number>;
  welcome: ColumnType<Flag, Flag | undefined, Flag>;
  /** create | update | both (migration 022). */
  mode: ColumnType<string, string | undefined, string>;
  failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImportErrorsTable {
  id: Generated<number>;
  client_id: number;
  import_id: number;
  row: number;
  column: string;
  value: string;
  message: string;
}

/** Migration 023: the versions of versioned collections' records; data holds the record's values as JSON text. */
export interface RecordVersionsTable {
  id: Generated<number>;
  client_id: number;
  entity: string;
  record_id: number;
  number: number;
  draft: Flag;
  data: string;
  user_id: number | null;
  created_at: Timestamp;
}
