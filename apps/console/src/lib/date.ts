import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { DATE_FORMAT, type Language } from '@console/contract';

const FORMATS: Record<Language, string> = { 'pt-br': DATE_FORMAT, es: DATE_FORMAT, en: 'MM/DD/YYYY' };
let current: Language = 'pt-br';

export function applyDateLocale(language: Language): void {
  current = language;
  dayjs.locale(language);
}

/** A date as the active language writes it: DD/MM/YYYY in pt-br (SPEC.md §9). */
export function formatDate(value: string | number | Date | null | undefined, language: Language = current): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(FORMATS[language]) : '';
}
