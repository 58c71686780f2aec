import {
  auditActionLabel,
  audienceSummary,
  type Audience,
  DEFAULT_TIME_ZONE,
  formatMoney,
  richTextPlain,
  type CollectionDef,
  type CollectionRow,
  type FieldDef,
  type Language,
} from '@console/contract';
import { aboutLabel, sortText, type ExportAbout } from '../../platform/export/about.ts';
import { sameLabel, wallClock, type ExportColumn } from '../../platform/export/columns.ts';
import type { Cell, CellFormat } from '../../platform/xlsx/workbook.ts';

/**
 * A collection's list as a spreadsheet (issue 12; platform/export writes it): the list's columns with their labels
 * in the user's language, dates as dates (DD/MM/YYYY), money as R$, choices and references by their names.
 */

const YES_NO: Record<Language, [string, string]> = { 'pt-br': ['Sim', 'Não'], en: ['Yes', 'No'], es: ['Sí', 'No'] };
const ID_LABEL = { 'pt-br': 'Código', en: 'ID', es: 'Código' };
/** The record's number when a field of the list is already named 'Código' (vouchers, plans...): never two alike. */
const ID_LABEL_BESIDE_CODE = { 'pt-br': 'ID', en: 'ID', es: 'ID' };
const CELL_FORMATS: Partial<Record<FieldDef['kind'], CellFormat>> = {
  money: 'money',
  date: 'date',
  datetime: 'datetime',
  integer: 'number',
  decimal: 'number',
};

/** A field's value as the list shows it in `lang`; numbers and dates stay typed. */
function cellOf(field: FieldDef, row: CollectionRow, lang: Language, zone: string): Cell {
  const value = row[field.name];
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
    case 'integer':
    case 'decimal':
      return Number(value);
    case 'date':
      return new Date(`${String(value)}T00:00:00Z`);
    case 'datetime':
      // The instant at the client's wall-clock time, as the screen shows it (issue 27: it was written as UTC).
      return wallClock(Date.parse(String(value)), zone);
    case 'boolean':
      return YES_NO[lang][value ? 0 : 1];
    case 'enum':
      return field.options?.find((o) => o.value === value)?.label[lang] ?? String(value);
    case 'user':
    case 'reference':
      return row.labels[field.name] ?? String(value);
    case 'tags':
      return (value as string[]).join(', ');
    case 'audience':
      return audienceSummary(value as Audience, lang);
    case 'richtext':
      return richTextPlain(String(value));
    default:
      return String(value);
  }
}

/** The list's columns: the code, the parent, then the fields the list shows (all fields when none is marked). */
export function exportColumns(
  def: CollectionDef,
  parentLabel: string | null,
  lang: Language,
  zone: string = DEFAULT_TIME_ZONE,
): ExportColumn<CollectionRow>[] {
  const shown = def.fields.filter((f) => f.list);
  const fields = shown.length ? shown : def.fields;
  const parent = def.parent && parentLabel ? def.parent.param : null;
  const taken = new Set(fields.map((f) => f.label[lang]));
  if (parentLabel) taken.add(parentLabel);
  return [
    {
      label: taken.has(ID_LABEL[lang]) ? ID_LABEL_BESIDE_CODE : ID_LABEL,
      format: 'number',
      value: (row) => Number(row.id),
    },
    ...(parent && parentLabel
      ? [
          {
            label: sameLabel(parentLabel),
            format: 'text' as const,
            value: (row: CollectionRow) => row.labels[parent] ?? (row[parent] as number),
          },
        ]
      : []),
    ...fields.map((field): ExportColumn<CollectionRow> => ({
      label: field.label,
      format: CELL_FORMATS[field.kind] ?? 'text',
      // The audit log's action code in words, as its list shows it (issue 27).
      value:
        def.entity === 'auditoria' && field.name === 'action'
          ? (row) => auditActionLabel(String(row.action ?? ''), lang)
          : (row) => cellOf(field, row, lang, zone),
    })),
  ];
}

/** A filter's value as the screen shows it: a choice's label, a flag as Sim/Não, money as R$, else as typed. */
function filterValue(field: FieldDef, raw: string, lang: Language): string {
  if (field.kind === 'enum') return field.options?.find((o) => o.value === raw)?.label[lang] ?? raw;
  if (field.kind === 'boolean') return YES_NO[lang][raw === '1' || raw === 'true' ? 0 : 1];
  if (field.kind === 'money' && raw !== '' && Number.isFinite(Number(raw))) return formatMoney(Number(raw));
  if (field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) return raw.split('-').reverse().join('/');
  return raw;
}

/** The filters sheet of a collection's export: each filter by its field's label, the sort, the search. */
export function exportAbout(
  def: CollectionDef,
  filters: Record<string, unknown>,
  parent: [string, string] | null,
  lang: Language,
): Omit<ExportAbout, 'by' | 'at'> {
  const named: [string, string][] = parent ? [parent] : [];
  for (const field of def.fields) {
    for (const [suffix, bound] of [
      ['', null],
      ['_min', 'from'],
      ['_max', 'to'],
    ] as const) {
      const raw = filters[`${field.name}${suffix}`];
      if (raw === undefined || raw === '') continue;
      named.push([
        bound ? `${field.label[lang]} (${aboutLabel(bound, lang)})` : field.label[lang],
        filterValue(field, String(raw), lang),
      ]);
    }
  }
  const sort = typeof filters.sort === 'string' ? filters.sort : '';
  const sorted = sort && def.fields.find((f) => f.name === sort.replace(/^-/, ''));
  return {
    filters: named,
    sort: sorted ? sortText(sorted.label[lang], sort.startsWith('-'), lang) : undefined,
    search: typeof filters.search === 'string' ? filters.search : undefined,
  };
}
