import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LANGUAGES, PLATFORM_TYPES, type AsapClient, type ClientCreateBody } from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { useCreateClient } from '../api/clients.ts';
import {
  COLOR_FIELDS,
  createClientResolver,
  emptyCreateValues,
  loginAddress,
  suggestSlug,
  type CreateClientValues,
} from '../form/create-client.ts';
import { translateClientMessage } from '../form/messages.ts';
import { ColorField } from './ColorField.tsx';
import { CreatedClient } from './CreatedClient.tsx';

/** The form's fields by the names the API's 422 answers use. */
const FIELD_NAMES = new Set<string>([
  'name',
  'slug',
  ...COLOR_FIELDS.map((c) => `config.${c}`),
  'config.template.platform_type',
  'admin.name',
  'admin.email',
  'admin.language',
]);
const fieldOf = (key: string): string | null =>
  FIELD_NAMES.has(key) ? key : key === 'config.template' ? 'config.template.platform_type' : null;

/**
 * "Novo cliente": name, login address (suggested from the name until typed), colours, platform type and the
 * first administrator; after the save, the login address and the note that the welcome e-mail went out.
 */
export function CreateClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClient();
  const resolver = useMemo(() => createClientResolver(t), [t]);
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<
    CreateClientValues,
    unknown,
    ClientCreateBody
  >({ resolver, defaultValues: emptyCreateValues() });
  const { errors, isSubmitting } = formState;
  const [slugTyped, setSlugTyped] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const [created, setCreated] = useState<{ client: AsapClient; email: string } | null>(null);
  const slug = useWatch({ control, name: 'slug' });

  useEffect(() => {
    if (!open) return;
    reset(emptyCreateValues());
    setSlugTyped(false);
    setFailures([]);
    setCreated(null);
  }, [open, reset]);

  const submit = handleSubmit(async (body) => {
    setFailures([]);
    try {
      setCreated({ client: await create.mutateAsync(body), email: body.admin.email });
    } catch (error) {
      setFailures(
        showServerErrors(
          error,
          fieldOf,
          (key, failure, options) => setError(key as Path<CreateClientValues>, failure, options),
          (message) => translateClientMessage(t, message),
        ),
      );
    }
  });

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTyped) setValue('slug', suggestSlug(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const close = isSubmitting ? undefined : onClose;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="create-client-title">
      <DialogTitle id="create-client-title">
        {created ? t('clients.create.doneTitle') : t('clients.create.title')}
      </DialogTitle>
      {created ? (
        <CreatedClient client={created.client} email={created.email} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2.5}>
              <FailureAlert messages={failures} />
              <Typography variant="subtitle1" component="h2">
                {t('clients.create.clientSection')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    label={t('clients.create.name')}
                    required
                    fullWidth
                    autoFocus
                    {...nameField}
                    error={Boolean(errors.name)}
                    helperText={errors.name?.message}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    label={t('clients.create.slug')}
                    required
                    fullWidth
                    {...register('slug', { onChange: () => setSlugTyped(true) })}
                    error={Boolean(errors.slug)}
                    helperText={errors.slug?.message ?? t('clients.create.slugHint')}
                    slotProps={{
                      htmlInput: { maxLength: 40, spellCheck: false, 'aria-describedby': 'create-client-login' },
                    }}
                  />
                </Grid>
              </Grid>
              <Typography
                id="create-client-login"
                variant="body2"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {t('clients.create.loginAddress', { url: loginAddress(slug) })}
              </Typography>
              <Grid container spacing={2}>
                {COLOR_FIELDS.map((color) => (
                  <Grid key={color} size={{ xs: 12, sm: 6, md: 3 }}>
                    <Controller
                      name={`config.${color}`}
                      control={control}
                      render={({ field, fieldState }) => (
                        <ColorField
                          label={t(`clients.colors.${color}`)}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          name={field.name}
                          inputRef={field.ref}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </Grid>
                ))}
                <Grid size={{ xs: 12, md: 6 }}>
                  <Controller
                    name="config.template.platform_type"
                    control={control}
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        fullWidth
                        label={t('clients.create.platformType')}
                        {...field}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message ?? t('clients.create.platformTypeHint')}
                      >
                        {PLATFORM_TYPES.map((type) => (
                          <MenuItem key={type} value={type}>
                            {t(`clients.platformTypes.${type}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
              </Grid>
              <Typography variant="subtitle1" component="h2">
                {t('clients.create.adminSection')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 5 }}>
                  <TextField
                    label={t('clients.create.adminName')}
                    required
                    fullWidth
                    {...register('admin.name')}
                    error={Boolean(errors.admin?.name)}
                    helperText={errors.admin?.name?.message}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField
                    label={t('clients.create.adminEmail')}
                    type="email"
                    required
                    fullWidth
                    {...register('admin.email')}
                    error={Boolean(errors.admin?.email)}
                    helperText={errors.admin?.email?.message ?? t('clients.create.adminEmailHint')}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <Controller
                    name="admin.language"
                    control={control}
                    render={({ field }) => (
                      <TextField select fullWidth label={t('clients.create.adminLanguage')} {...field}>
                        {LANGUAGES.map((language) => (
                          <MenuItem key={language} value={language}>
                            {t(`languages.${language}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
              </Grid>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              {t('clients.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('clients.create.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
