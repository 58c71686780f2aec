import { useTranslation } from 'react-i18next';
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { FIELD_LABEL_MAX } from '@console/contract';
import type { FieldBody, FieldDialogValues } from '../form/field-dialog.ts';

const PARTS = ['value', 'label'] as const;

interface OptionsEditorProps {
  control: Control<FieldDialogValues, unknown, FieldBody>;
  errors: FieldErrors<FieldDialogValues>;
}

/** The options of a custom select: value and text per row, rows added and removed. */
export function OptionsEditor({ control, errors }: OptionsEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const listError = errors.options?.root?.message ?? errors.options?.message;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('users.fields.options')}
      </Typography>
      {fields.map((row, index) => {
        const n = index + 1;
        const rowErrors = errors.options?.[index];
        return (
          <Stack key={row.id} direction="row" spacing={1} alignItems="flex-start">
            {PARTS.map((part) => (
              <TextField
                key={part}
                size="small"
                label={t(part === 'value' ? 'users.fields.optionValue' : 'users.fields.optionLabel', { n })}
                {...control.register(`options.${index}.${part}`)}
                error={Boolean(rowErrors?.[part])}
                helperText={rowErrors?.[part]?.message}
                slotProps={{ htmlInput: { maxLength: FIELD_LABEL_MAX } }}
              />
            ))}
            <IconButton aria-label={t('users.fields.removeOption', { n })} onClick={() => remove(index)}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        );
      })}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <div>
        <Button size="small" startIcon={<Add />} onClick={() => append({ value: '', label: '' })}>
          {t('users.fields.addOption')}
        </Button>
      </div>
    </Stack>
  );
}
