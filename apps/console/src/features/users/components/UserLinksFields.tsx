import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { Grid, Typography } from '@mui/material';
import type { UserRecord } from '@console/contract';
import { PickControl } from '../../../components/pickers/PickControl.tsx';
import type { UserFormControl } from '../form/resolver.ts';
import { USER_LINKS } from '../form/links.ts';

/**
 * The user's unit and job role: rows of the unidades and cargos collections, picked with the collections' own
 * reference picker (a dialog searching the collection's list; Enter or the search button opens it).
 */
export function UserLinksFields({ control, record }: { control: UserFormControl; record: UserRecord | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
        {t('users.links.title')}
      </Typography>
      <Grid container spacing={2}>
        {USER_LINKS.map((link) => (
          <Grid key={link.key} size={{ xs: 12, md: 6 }}>
            <Controller
              name={link.key}
              control={control}
              render={({ field, fieldState }) => (
                <PickControl
                  kind="reference"
                  target={link.entity}
                  label={t(link.label)}
                  value={field.value}
                  initialName={record?.[link.answer]?.name ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  required={false}
                  readOnly={false}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
