import { DEFAULT_TIME_ZONE, type Language } from '@console/contract';
import type { Cell, SideSheet } from '../xlsx/workbook.ts';
import { brDateTime, wallClock, type Labels } from './columns.ts';

/**
 * What an exported list was: its filters as the screen named them, its sort and search, who exported it and when.
 * Written on the workbook's second sheet so a file passed around says what it holds.
 */
export interface ExportAbout {
  /** Filters in the user's language: label and the value as shown (names, not ids). */
  filters: [string, string][];
  sort?: string;
  search?: string;
  by: string;
  at: number;
  /** The client's time zone, that of the list's date-times and of `at` (São Paulo's when left out). */
  timeZone?: string;
}

const TEXT: Record<string, Labels> = {
  sheet: { 'pt-br': 'Filtros', en: 'Filters', es: 'Filtros' },
  item: { 'pt-br': 'Filtro', en: 'Filter', es: 'Filtro' },
  value: { 'pt-br': 'Valor', en: 'Value', es: 'Valor' },
  sort: { 'pt-br': 'Ordenação', en: 'Sort', es: 'Orden' },
  search: { 'pt-br': 'Busca', en: 'Search', es: 'Búsqueda' },
  by: { 'pt-br': 'Exportado por', en: 'Exported by', es: 'Exportado por' },
  at: {
    'pt-br': 'Exportado em (horário de Brasília)',
    en: 'Exported at (Brasília time)',
    es: 'Exportado el (hora de Brasilia)',
  },
  atZone: { 'pt-br': 'Exportado em', en: 'Exported at', es: 'Exportado el' },
  rows: { 'pt-br': 'Linhas', en: 'Rows', es: 'Filas' },
  none: { 'pt-br': 'Nenhum filtro', en: 'No filter', es: 'Ningún filtro' },
  ascending: { 'pt-br': 'crescente', en: 'ascending', es: 'ascendente' },
  descending: { 'pt-br': 'decrescente', en: 'descending', es: 'descendente' },
  from: { 'pt-br': 'a partir de', en: 'from', es: 'desde' },
  to: { 'pt-br': 'até', en: 'up to', es: 'hasta' },
};

export const aboutLabel = (key: keyof typeof TEXT, lang: Language): string => TEXT[key][lang];

/** `Preço (decrescente)`: a sort as the filters sheet names it. */
export const sortText = (label: string, descending: boolean, lang: Language): string =>
  `${label} (${TEXT[descending ? 'descending' : 'ascending'][lang]})`;

/** The filters sheet: one line per filter (or 'Nenhum filtro' when nothing narrows the list), then sort, search, who, when (DD/MM/YYYY HH:mm) and the row count. */
export function aboutSheet(about: ExportAbout, lang: Language): SideSheet {
  const t = (key: keyof typeof TEXT) => TEXT[key][lang];
  return {
    name: t('sheet'),
    columns: [
      { header: t('item'), format: 'text', width: 34 },
      { header: t('value'), format: 'text', width: 50 },
    ],
    rows: (count): Cell[][] => [
      // A search narrows the list too: 'Nenhum filtro' only when neither filters nor a search do.
      ...(about.filters.length || about.search ? about.filters : [[t('none'), '']]),
      ...(about.sort ? [[t('sort'), about.sort]] : []),
      ...(about.search ? [[t('search'), about.search]] : []),
      [t('by'), about.by],
      [
        !about.timeZone || about.timeZone === DEFAULT_TIME_ZONE ? t('at') : `${t('atZone')} (${about.timeZone})`,
        brDateTime(wallClock(about.at, about.timeZone)),
      ],
      [t('rows'), String(count)],
    ],
  };
}
