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

const TIME_FORMATS: Record<Language, string> = { 'pt-br': 'HH:mm', es: 'HH:mm', en: 'h:mm A' };

type DateValue = string | number | Date | null | undefined;

function format(value: DateValue, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** A date as the active language writes it: DD/MM/YYYY in pt-br (SPEC.md §9). */
export const formatDate = (value: DateValue, language: Language = current): string => format(value, FORMATS[language]);

/** A moment (local time) as the active language writes it: DD/MM/YYYY HH:mm in pt-br. */
export const formatDateTime = (value: DateValue, language: Language = current): string =>
  format(value, `${FORMATS[language]} ${TIME_FORMATS[language]}`);
