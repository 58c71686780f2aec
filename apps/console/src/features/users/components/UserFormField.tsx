import { useTranslation } from 'react-i18next';
import { Controller, type Path } from 'react-hook-form';
import { Checkbox, FormControl, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { formatBrDate, parseBrDate, type FormField } from '@console/contract';
import { DateField, DatesProvider, INVALID_DATE } from '../../../components/DateField.tsx';
import { isMaskKind, MASKS } from '../../../lib/masks.ts';
import { useFieldLabel } from '../form/labels.ts';
import type { UserFormControl } from '../form/resolver.ts';
import type { UserFormValues } from '../form/values.ts';

/** The name a field's value has in the form: the body path (custom values under `fields`). */
const formName = (field: FormField) => (field.custom ? `fields.${field.key}` : field.key) as Path<UserFormValues>;

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = { email: 'email' };
const AUTOCOMPLETE: Record<string, string> = { name: 'name', email: 'email', phone: 'tel', postal_code: 'postal-code' };
const PLACEHOLDERS: Partial<Record<FormField['type'], string>> = {
  cpf: '000.000.000-00',
  phone: '(00) 00000-0000',
  cep: '00000-000',
};
/** The contract's length limits, so that typing stops where the server would refuse. */
const MAX_LENGTH: Record<string, number> = { name: 120, email: 254 };

interface UserFormFieldProps {
  field: FormField;
  required: boolean;
  control: UserFormControl;
  /** Shown under the input when it has no error (e.g. the CEP lookup's state). */
  hint?: string;
  /** Told of each typed value after masking (the CEP lookup listens). */
  onTyped?: (value: string) => void;
}

/** The form holds a date as the API takes it (DD/MM/YYYY); the picker, as a day (YYYY-MM-DD). */
const pickerDay = (text: string): string => (text ? (parseBrDate(text) ?? INVALID_DATE) : '');
const formDay = (day: string): string => (day === '' || day === INVALID_DATE ? day : formatBrDate(day));

/**
 * One field of the user form by its definition: masked text for cpf/phone/cep, the shared date field (typed and shown
 * in the interface language's order: 14/02/1974 in pt-br and es, 02/14/1974 in en), select, checkbox, number.
 */
export function UserFormField({ field, required, control, hint, onTyped }: UserFormFieldProps) {
  const { t } = useTranslation();
  const label = useFieldLabel()(field);
  const { type } = field;
  return (
    <Controller
      name={formName(field)}
      control={control}
      render={({ field: input, fieldState: { error } }) => {
        if (type === 'checkbox') {
          return (
            <FormControl error={Boolean(error)} required={required}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={input.value === true}
                    onChange={(event) => input.onChange(event.target.checked)}
                    onBlur={input.onBlur}
                    inputRef={input.ref}
                  />
                }
                label={label}
              />
              {error ? <FormHelperText>{error.message}</FormHelperText> : null}
            </FormControl>
          );
        }
        const text = typeof input.value === 'string' ? input.value : '';
        if (type === 'date') {
          return (
            <DatesProvider>
              <DateField
                kind="date"
                label={label}
                name={input.name}
                required={required}
                value={pickerDay(text)}
                onChange={(day) => input.onChange(formDay(day))}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={error?.message}
                help={hint}
              />
            </DatesProvider>
          );
        }
        return (
          <TextField
            select={type === 'select'}
            fullWidth
            label={label}
            required={required}
            type={INPUT_TYPES[type] ?? 'text'}
            value={text}
            name={input.name}
            inputRef={input.ref}
            onBlur={input.onBlur}
            onChange={(event) => {
              const value = isMaskKind(type) ? MASKS[type](event.target.value) : event.target.value;
              input.onChange(value);
              onTyped?.(value);
            }}
            error={Boolean(error)}
            helperText={error?.message ?? hint}
            placeholder={PLACEHOLDERS[type]}
            autoComplete={field.custom ? 'off' : AUTOCOMPLETE[field.key]}
            slotProps={{
              htmlInput: {
                maxLength: MAX_LENGTH[field.key] ?? 2000,
                inputMode: isMaskKind(type) ? 'numeric' : type === 'number' ? 'decimal' : undefined,
              },
            }}
          >
            {type === 'select'
              ? [
                  <MenuItem key="" value="">
                    <em>{t('users.none')}</em>
                  </MenuItem>,
                  ...(field.options ?? []).map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  )),
                ]
              : null}
          </TextField>
        );
      }}
    />
  );
}
