import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { Box, FormHelperText, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { BR_STATES, type FormField } from '@console/contract';
import { useFieldLabel } from '../form/labels.ts';
import type { UserFormControl } from '../form/resolver.ts';
import { ADDRESS_PARTS } from '../form/values.ts';

/** The contract's addressSchema limits and which parts it requires once an address is given. */
const PARTS: Record<(typeof ADDRESS_PARTS)[number], { max: number; needed: boolean; width: number }> = {
  street: { max: 200, needed: true, width: 8 },
  number: { max: 20, needed: false, width: 4 },
  complement: { max: 120, needed: false, width: 6 },
  district: { max: 120, needed: true, width: 6 },
  city: { max: 120, needed: true, width: 8 },
  state: { max: 2, needed: true, width: 4 },
};

/** The address field: street, number, complement, district, city and state (UF); the CEP lookup fills four of them. */
export function AddressFields({
  field,
  required,
  control,
  message,
}: {
  field: FormField;
  required: boolean;
  control: UserFormControl;
  message?: string;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel()(field);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {message ? (
        <FormHelperText error sx={{ mt: -1, mb: 1 }}>
          {message}
        </FormHelperText>
      ) : null}
      <Grid container spacing={2}>
        {ADDRESS_PARTS.map((part) => (
          <Grid key={part} size={{ xs: 12, sm: PARTS[part].width }}>
            <Controller
              name={`address.${part}`}
              control={control}
              render={({ field: input, fieldState: { error } }) => (
                <TextField
                  select={part === 'state'}
                  fullWidth
                  label={t(`users.address.${part}`)}
                  // Required once any part is typed, or always when the client requires the address.
                  required={PARTS[part].needed && required}
                  {...input}
                  error={Boolean(error)}
                  helperText={error?.message}
                  slotProps={{ htmlInput: { maxLength: PARTS[part].max } }}
                >
                  {part === 'state'
                    ? ['', ...BR_STATES].map((uf) => (
                        <MenuItem key={uf} value={uf}>
                          {uf || t('users.none')}
                        </MenuItem>
                      ))
                    : null}
                </TextField>
              )}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
