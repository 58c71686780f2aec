import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_IMAGE_BYTES } from '@console/contract';
import { HIDDEN_SETTINGS, pushSettings, vapidProblem } from './config-push.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  /** PostgreSQL connections each instance opens at most (docs/benchmarks.md, Users: the list under 50 connections). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DEMO_PASSWORD: z.string().min(4).default('demo1234'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(31_536_000).default(28_800),
  CONSOLE_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'apps/console/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bearer token GET /metrics asks for; without it the metrics are off (404) and nothing is counted. */
  METRICS_TOKEN: optionalText,
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * How long an S3 request may take to connect, and to be sent (an upload part is at most 5 MiB) and answered, before
   * the store counts as down (503); tried twice.
   */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 ** 3)
    .default(DEFAULT_MAX_IMAGE_BYTES),
  MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 ** 4)
    .default(DEFAULT_MAX_FILE_BYTES),
  /** An upload stored but not recorded (its process died between the two) is removed once this much older, at start and hourly. */
  UPLOAD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(604_800).default(3600),
  /** Where links in e-mails point; defaults to http://{HOST}:{PORT}. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** smtp:// or smtps:// (user:pass@host:port); without it mails stay in the outbox table. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().min(3).default('Console <nao-responda@console.local>'),
  /** A failed delivery is retried after this many seconds, the wait doubling up to MAIL_RETRY_MAX_SECONDS. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
  /** The job worker (platform/jobs): `auto` runs it except under NODE_ENV=test, where tests run due jobs themselves. */
  JOBS_WORKER: z.enum(['auto', 'on', 'off']).default('auto'),
  /** How often an idle job worker looks for due jobs (platform/jobs); a busy one claims again as each job ends. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Jobs one instance runs at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** A delivery's time limit: past the transport's timeouts; a process that died mid-delivery frees its mail after it. */
  MAIL_DELIVERY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Deliveries of a mail in all before it is given up (30: about a day with the defaults). */
  MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(30),
  /** ViaCEP-compatible lookup; {cep} is replaced by the 8 digits. */
  POSTAL_CODE_URL: z
    .string()
    .default('https://viacep.com.br/ws/{cep}/json/')
    .pipe(
      z
        .string()
        .refine(
          (v) => v.includes('{cep}') && /^https?:\/\//.test(v),
          'must be an http(s) URL with a {cep} placeholder',
        ),
    ),
  POSTAL_CODE_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  /**
   * How the generic collection lists read their pages (docs/collections.md, "The list engine"): `adaptive` plans each
   * read from a sample of the list (walks within budgets, narrowing indexes); `plain` leaves each page to the
   * database's own planner, one `ORDER BY ... LIMIT` statement. Same rows, same cursors.
   */
  COLLECTION_LIST_ENGINE: z.enum(['adaptive', 'plain']).default('adaptive'),
  /** Memory for serialised answers of hot read routes (user lists) on SQLite; 0 turns the cache off. */
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** The feed's live sockets: ping, token re-check and folder-grant refresh every this many ms. */
  FEED_LIVE_HEARTBEAT_MS: z.coerce.number().int().min(20).max(600_000).default(30_000),
  /** Welcome mails of imported users handed to the mail server per minute (a bulk import must not flood it). */
  IMPORT_WELCOME_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(120),
  /** An import's xlsx unzipped (every entry together), in bytes: a zip bomb stops here (issue 27). */
  IMPORT_MAX_UNZIPPED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(512 * 1024 * 1024),
  /** Characters of one cell (Excel's own limit) or one csv field. */
  IMPORT_MAX_CELL_CHARS: z.coerce.number().int().min(16).max(1_000_000).default(32_767),
  /** Shared strings of an xlsx: how many, and the bytes of their part unzipped (they are held while reading). */
  IMPORT_MAX_SHARED_STRINGS: z.coerce.number().int().min(1).default(1_000_000),
  IMPORT_MAX_SHARED_STRINGS_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024 * 1024),
  /** Columns of a sheet (at most the mapping's 500). */
  IMPORT_MAX_COLUMNS: z.coerce.number().int().min(1).max(500).default(500),
  /** Bytes of the files a client's unfinished imports keep (a finished import's file is deleted). */
  IMPORT_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(200 * 1024 * 1024),
  /** Heavy work (uploads and passes of imports, exports, report runs) at once per client and per user: 429 beyond. */
  WORK_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(3),
  WORK_PER_USER: z.coerce.number().int().min(1).max(1000).default(2),
  ...pushSettings,
});

/** After loading, PUBLIC_URL always holds a value (its default derives from HOST and PORT). */
export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Validates the environment; relative folders resolve against the process cwd. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0]);
    const shown = HIDDEN_SETTINGS.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
    throw new ConfigError(`Invalid environment variable ${name}=${shown}: ${issue.message}`);
  }
  const config = result.data;
  const vapid = vapidProblem(config);
  if (vapid) throw new ConfigError(vapid);
  if (config.STORAGE === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Invalid environment variable S3_BUCKET="": STORAGE=s3 needs a bucket');
  }
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const publicUrl = (config.PUBLIC_URL ?? `http://${host}:${config.PORT}`).replace(/\/+$/, '');
  return {
    ...config,
    PUBLIC_URL: publicUrl,
    DATA_DIR: resolve(config.DATA_DIR),
    CONSOLE_DIR: resolve(config.CONSOLE_DIR),
  };
}
