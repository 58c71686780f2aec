import { useTranslation } from 'react-i18next';
import { Autocomplete, TextField } from '@mui/material';
import type { ControlProps } from '../../../components/control-props.ts';

export type TagsControlProps = ControlProps<string[]>;

/** Words typed apart by commas become separate tags; blanks and repeats are dropped. */
const tagsOf = (values: readonly string[]): string[] => [
  ...new Set(
    values
      .flatMap((value) => value.split(','))
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Tags as chips: Enter (or a comma and leaving the field) adds the typed tag, each chip's delete removes it. */
export function TagsControl({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  required,
  readOnly,
  error,
  help,
}: TagsControlProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={value}
      readOnly={readOnly}
      onChange={(_event, next) => onChange(tagsOf(next))}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? help ?? (readOnly ? undefined : t('collection.form.tagsHint'))}
        />
      )}
    />
  );
}
