import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import type { Language } from '@console/contract';
import '../../../lib/date.ts';

const PICKER_TEXTS = { 'pt-br': ptBR, en: enUS, es: esES } as const;

/** What a half-typed or impossible date is held as; the forms' rules refuse it. */
export const INVALID_DATE = 'invalid';

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
}

/** A date, or a date and time, typed in the interface language's format (DD/MM/YYYY in pt-br) or picked. */
export function DateField({ kind, label, value, onChange, onBlur, inputRef, name, required = false, readOnly = false, error }: DateFieldProps) {
  const { i18n } = useTranslation();
  const language = (i18n.language in PICKER_TEXTS ? i18n.language : 'pt-br') as Language;
  const parsed = value && value !== INVALID_DATE ? dayjs(value) : null;
  const change = (next: Dayjs | null) => onChange(next === null ? '' : !next.isValid() ? INVALID_DATE : kind === 'date' ? next.format('YYYY-MM-DD') : next.toISOString());
  const common = {
    label,
    value: parsed?.isValid() ? parsed : null,
    readOnly,
    onChange: change,
    // A plain input: typed like any other field and announced with its label.
    enableAccessibleFieldDOMStructure: false as const,
    inputRef,
    slotProps: { textField: { name, required, fullWidth: true, onBlur, error: Boolean(error), helperText: error } },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}>
      {kind === 'date' ? <DatePicker {...common} /> : <DateTimePicker {...common} />}
    </LocalizationProvider>
  );
}
