import type { Language, ReportDef, ReportRow } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import type { Labels } from '../../platform/export/columns.ts';
import type { CellFormat } from '../../platform/xlsx/workbook.ts';

/**
 * How a report reads its rows. Aggregate reports (counts per group, per folder, per day) answer every row at once:
 * they are as many as the groups or days, never the members. Row reports (sign-ins, the audit log) read a window
 * for the screen and walk by keyset for the export, so a report of millions of rows leaves with one batch in memory.
 */

export interface ReportColumnDef {
  key: string;
  label: Labels;
  format: CellFormat;
}

export interface ReportContext {
  db: DbOrTx;
  clientId: number;
  lang: Language;
  def: ReportDef;
  /** The period in the client's days, and as instants [fromAt, toAt). Null when the report has no period. */
  from: string | null;
  to: string | null;
  fromAt: string;
  toAt: string;
  groupId?: number;
  regionalId?: number;
  status?: string;
  /** Inactive members: days without a sign-in. */
  days: number;
  /** Feed reports: the folders the reader opens (their posts are the only ones counted). */
  folderIds?: readonly number[];
  /** Whether the client contracted a module (the permission matrix shows only those). */
  contracts: (tag: string) => boolean;
  /** The client's today, for reports counted back from it. */
  today: string;
  now: number;
}

interface Window {
  limit: number;
  offset: number;
}

interface Base {
  columns: (ctx: ReportContext) => ReportColumnDef[] | Promise<ReportColumnDef[]>;
  /** Column keys summed over every row into the answer's totals. */
  totals?: readonly string[];
}

export interface AggregateSource extends Base {
  kind: 'aggregate';
  all: (ctx: ReportContext) => Promise<ReportRow[]>;
}

export interface RowSource extends Base {
  kind: 'rows';
  count: (ctx: ReportContext) => Promise<number>;
  read: (ctx: ReportContext, window: Window) => Promise<ReportRow[]>;
  /**
   * The export's walk by keyset, for reports that may hold millions of rows. Without it the export reads windows
   * of `read`: reports whose rows are grouped (per author) and stay as many as the period's posts at most.
   */
  walk?: (ctx: ReportContext) => AsyncIterable<ReportRow[]>;
}

export type ReportSource = AggregateSource | RowSource;

export const label = (ptBr: string, en: string, es: string): Labels => ({ 'pt-br': ptBr, en, es });
export const column = (key: string, format: CellFormat, ptBr: string, en: string, es: string): ReportColumnDef => ({
  key,
  format,
  label: label(ptBr, en, es),
});

/** Shared columns. */
export const COLUMNS = {
  group: column('grupo', 'text', 'Grupo', 'Group', 'Grupo'),
  regional: column('regional', 'text', 'Regional', 'Regional', 'Regional'),
  name: column('nome', 'text', 'Nome', 'Name', 'Nombre'),
  email: column('email', 'text', 'E-mail', 'E-mail', 'Correo electrónico'),
  posts: column('publicacoes', 'number', 'Publicações', 'Posts', 'Publicaciones'),
  likes: column('curtidas', 'number', 'Curtidas', 'Likes', 'Me gusta'),
  comments: column('comentarios', 'number', 'Comentários', 'Comments', 'Comentarios'),
} as const;

export const NONE: Labels = label('(sem)', '(none)', '(ninguno)');

/** Numbers the drivers give back as text (PostgreSQL's bigint and numeric) or bigint. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
/** A timestamp column as an ISO string: PostgreSQL answers Date, SQLite the stored text. */
export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);
