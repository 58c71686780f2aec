import type { Grants, ImportField } from '@console/contract';
import type { Tx } from '../../db/handle.ts';
import type { WrittenChange } from '../../platform/collection-writes.ts';
import type { CellValue } from './read.ts';

/** A data row of the sheet with its mapped cells by field key. */
export interface MappedRow {
  row: number;
  cells: Record<string, CellValue>;
}

/** A message about one field of a row (field null: the whole row). */
export interface FieldError {
  row: number;
  field: string | null;
  message: string;
}

/** A row that passed every rule, ready to write; `existing` is the id it updates. */
export interface ValidRow {
  row: number;
  existing: number | null;
  data: unknown;
}

/** What one batch of an import wrote. */
interface Written {
  created: number;
  updated: number;
  /** Outbox ids of welcome mails, delivered after commit at the configured rate. */
  mails: number[];
  /** Collection rows written (and rows whose figures moved), announced to open lists after commit. */
  changes?: WrittenChange[];
}

/** A field of the target, with the names a header may give it (its labels in the three languages, synonyms). */
export interface TargetField extends ImportField {
  names: string[];
}

/**
 * One kind of thing a spreadsheet imports into (users, or a collection): its fields, the rules the API applies to
 * a create or update (asked per batch so lookups are one query per batch), and the batch write.
 */
export interface ImportTarget {
  /** The path segment and the job's target: 'usuarios' or the collection's entity. */
  name: string;
  /** users' or the collection's resource tag; `${tag}.importar` is needed. */
  tag: string;
  /** The audit entry's action and entity. */
  entity: string;
  fields(clientId: number): Promise<TargetField[]>;
  /** Loads what the rules need once per pass (forms, options). */
  prepare(clientId: number, importer: Importer): Promise<PreparedTarget>;
}

/** Who runs the import: a users' import never changes them, nor anyone holding a grant they do not hold. */
export interface Importer {
  id: number;
  grants: Grants;
  /** An administrator of the platform client acts for every client and is not bound by grants. */
  platformAdmin: boolean;
}

interface PreparedTarget {
  /** Values that must be unique within the client, normalised, by field: the runner refuses repeats within the file. */
  uniques(row: MappedRow): [field: string, value: string][];
  /**
   * Applies the API's rules to a batch: each row is valid (with what to write) or has errors. Rows of existing
   * records the importer may not change are errors here too.
   */
  check(rows: MappedRow[]): Promise<{ valid: ValidRow[]; errors: FieldError[] }>;
  /** Writes valid rows inside the batch's transaction. */
  write(trx: Tx, rows: ValidRow[], options: { welcome: boolean }): Promise<Written>;
}
