import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { LANGUAGES, type Language } from '@console/contract';
import type { SettingsValues } from '../form/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';

/**
 * The client's name, the languages it offers with the default among them, whether members may sign up, and the time
 * zone of its dates and times.
 */
export function GeneralSection({ control, readOnly }: { control: Control<SettingsValues>; readOnly: boolean }) {
  const { t } = useTranslation();
  const offered = useWatch({ control, name: 'languages' });
  return (
    <SettingsSection title={t('clients.settings.general')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                label={t('clients.settings.name')}
                required
                fullWidth
                {...field}
                disabled={readOnly}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="registration"
            control={control}
            render={({ field }) => (
              <Stack>
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      inputRef={field.ref}
                      disabled={readOnly}
                      slotProps={{ input: { 'aria-describedby': 'registration-hint' } }}
                    />
                  }
                  label={t('clients.settings.registration')}
                />
                <FormHelperText id="registration-hint">
                  {t(field.value ? 'clients.settings.registrationOn' : 'clients.settings.registrationOff')}
                </FormHelperText>
              </Stack>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="languages"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={readOnly}>
                <FormLabel component="legend">{t('clients.settings.languages')}</FormLabel>
                <FormGroup row>
                  {LANGUAGES.map((language) => (
                    <FormControlLabel
                      key={language}
                      label={t(`languages.${language}`)}
                      control={
                        <Checkbox
                          checked={field.value.includes(language)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? LANGUAGES.filter((l) => l === language || field.value.includes(l))
                                : field.value.filter((l: Language) => l !== language),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{fieldState.error?.message ?? t('clients.settings.languagesHint')}</FormHelperText>
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="default_language"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                label={t('clients.settings.defaultLanguage')}
                {...field}
                disabled={readOnly}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('clients.settings.defaultLanguageHint')}
              >
                {LANGUAGES.filter((language) => offered.includes(language) || language === field.value).map(
                  (language) => (
                    <MenuItem key={language} value={language} disabled={!offered.includes(language)}>
                      {t(`languages.${language}`)}
                    </MenuItem>
                  ),
                )}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TimeZoneField control={control} readOnly={readOnly} />
        </Grid>
      </Grid>
    </SettingsSection>
  );
}
