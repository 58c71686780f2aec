import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import { Box, Stack, TextField } from '@mui/material';
import type { BrandValues } from '../brand-form.ts';
import { toHex, type ColorField as Field } from '../contrast.ts';

/**
 * One brand colour: the browser's colour picker and the text field beside it (#RRGGBB or rgb(r, g, b)), kept in
 * sync; the text is checked as the server checks it.
 */
export function ColorField({
  name,
  control,
  readOnly,
}: {
  name: Field;
  control: Control<BrandValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`brandEditor.colors.${name}`);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <Box
            component="input"
            type="color"
            aria-label={t('brandEditor.colors.pick', { color: label })}
            value={toHex(field.value) ?? '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
            disabled={readOnly}
            sx={{
              flexShrink: 0,
              width: 48,
              height: 40,
              p: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              cursor: readOnly ? 'default' : 'pointer',
            }}
          />
          <TextField
            size="small"
            fullWidth
            label={label}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t(`brandEditor.colors.hint.${name}`)}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 32 } }}
          />
        </Stack>
      )}
    />
  );
}
