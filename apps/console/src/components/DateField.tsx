import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import type { Language } from '@console/contract';
import '../lib/date.ts';

const PICKER_TEXTS = { 'pt-br': ptBR, en: enUS, es: esES } as const;

/** The pickers' texts of a language; MUI's Spanish names the day section 'Dia', without its accent. */
const pickerTexts = (language: Language) => {
  const texts = PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText;
  return language === 'es' ? { ...texts, day: 'Día', weekDay: 'Día de la semana' } : texts;
};

/** The pickers' adapter in the interface language: pt-BR shows DD/MM/YYYY and 24-hour times, its buttons in Portuguese. */
export function DatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = (i18n.language in PICKER_TEXTS ? i18n.language : 'pt-br') as Language;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={pickerTexts(language)}>
      {children}
    </LocalizationProvider>
  );
}

/** What a half-typed or impossible date is held as: the forms' rules refuse it. */
export const INVALID_DATE = 'invalid';

/** A picked day as the API stores it ('YYYY-MM-DD'), a picked moment as ISO; blank is ''. */
const dayOf = (value: Dayjs | null): string =>
  value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE;
const momentOf = (value: Dayjs | null): string =>
  value === null ? '' : value.isValid() ? value.toISOString() : INVALID_DATE;
const pickerValue = (value: string): Dayjs | null => {
  if (!value || value === INVALID_DATE) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
};

export interface DateFieldProps {
  kind: 'date' | 'datetime';
  label: string;
  /** 'YYYY-MM-DD' for a date, ISO 8601 for a moment, '' when blank. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  name: string;
  required?: boolean;
  readOnly?: boolean;
  error?: string;
  help?: string | null;
}

/** A date or a date and time, typed (DD/MM/YYYY in pt-BR) or picked from the calendar; inside a DatesProvider. */
export function DateField({
  kind,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  required = false,
  readOnly = false,
  error,
  help,
}: DateFieldProps) {
  const common = {
    label,
    value: pickerValue(value),
    readOnly,
    // A plain input: typed like any other field and announced with its label.
    enableAccessibleFieldDOMStructure: false as const,
    inputRef,
    slotProps: {
      textField: {
        name,
        required,
        fullWidth: true,
        onBlur,
        error: Boolean(error),
        helperText: error ?? help ?? undefined,
      },
    },
  };
  return kind === 'date' ? (
    <DatePicker {...common} onChange={(next) => onChange(dayOf(next))} />
  ) : (
    <DateTimePicker {...common} onChange={(next) => onChange(momentOf(next))} />
  );
}
