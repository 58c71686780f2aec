import type { Config } from '../config.ts';
import type { DialectSql } from '../db/dialects/index.ts';
import type { Db } from '../db/handle.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { ClientProfiles } from './client-profiles.ts';
import type { ListTuning } from './pagination.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { Clock } from './clock.ts';
import type { CollectionWriter } from './collection-writes.ts';
import type { JobQueue } from './jobs/index.ts';
import type { DomainEvents } from './domain-events.ts';
import type { Mailer } from './mail/index.ts';
import type { MemberAccounts } from './member-accounts.ts';
import type { PushProviders } from './push/providers.ts';
import type { SessionCache } from './session-cache.ts';
import type { Storage } from './storage/index.ts';

/** What feature modules receive from the app: no globals, so tests build isolated instances. */
export interface AppDeps {
  db: Db;
  sql: DialectSql;
  config: Config;
  clock: Clock;
  /** Live tokens' users and grants; services that change them invalidate here. */
  sessions: SessionCache;
  /** Clients' status and contracted modules; services that change them invalidate here. */
  clientProfiles: ClientProfiles;
  /** Where uploaded files live (local disk or S3). */
  storage: Storage;
  /** Mails go through the outbox table, then SMTP when configured. */
  mailer: Mailer;
  /** The durable job queue (platform/jobs): modules define their kinds at build and enqueue in their transactions. */
  jobs: JobQueue;
  /** Serialised answers of hot read routes, kept until the database changes. */
  answers: AnswerCache;
  /** Feed events to live sockets: services publish after they commit. */
  realtime: RealtimeHub;
  /** The collections' write path, for modules that write collection rows (imports). */
  collections: CollectionWriter;
  /** Domain events: writers emit in their transaction, the rules' effects (points, stock, certificates) run there. */
  events: DomainEvents;
  /** The users area's create of a member, for modules that make members (a lead's conversion). */
  members: MemberAccounts;
  /** Push providers by kind of device (platform/push): Web Push and FCM, each `not configured` without its settings. */
  push: PushProviders;
  /** Overrides of the user lists' strategy thresholds (tests). */
  listTuning?: Partial<ListTuning>;
}
