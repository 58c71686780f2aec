import type { RowFilter, StoredValues } from '../computed.ts';
import { f, t, type FieldDef, type Text } from '../define.ts';

/**
 * Figures counted from real rows (issue 28): a poll's votes are its vote rows, an announcement's reads its read rows.
 * The platform recounts them in the write of every row they count, so no administrator types them; and the pieces
 * the rows behind them share (who and when).
 */

type Extra = Partial<Omit<FieldDef, 'name' | 'kind' | 'label' | 'computed'>>;

/** The number of rows of `from` whose `via` names this row (those whose status is one of `where`, when given). */
export const conta = (
  name: string,
  label: Text,
  from: string,
  via: string,
  where?: RowFilter,
  extra: Extra = {},
): FieldDef =>
  f.integer(name, label, {
    computed: { aggregate: { op: 'count', from, via, ...(where ? { where } : {}) } },
    list: true,
    sortable: true,
    filterable: true,
    ...extra,
  });

/** The member a row is about (one who voted, read, completed): required, listed, filterable. */
export const quem = (name = 'usuario', label: Text = t('Membro', 'Member', 'Miembro')): FieldDef =>
  f.user(name, label, { required: true, list: true, filterable: true });

/** When it happened: required, listed, sortable and filterable. */
export const quando = (name: string, label: Text): FieldDef =>
  f.datetime(name, label, { required: true, list: true, sortable: true, filterable: true });

/** Only rows with a status among these values count. */
export const comStatus = (...values: string[]): RowFilter => ({ field: 'status', in: values });

/** The device a member acted from (app and version, or browser), as acceptances of terms record it. */
export const dispositivo = (): FieldDef =>
  f.text('dispositivo', t('Dispositivo', 'Device', 'Dispositivo'), { list: true, searchable: true, max: 120 });

/** Places left: `capacity` minus `taken` (never below 0); none while the row has no capacity. */
export const restantes =
  (capacity: string, taken: string) =>
  (row: StoredValues): number | null => {
    const total = row[capacity];
    if (total === null || total === undefined || total === '') return null;
    return Math.max(0, Number(total) - Number(row[taken] ?? 0));
  };
