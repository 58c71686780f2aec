import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  CircularProgress,
  GlobalStyles,
  Grid,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Save from '@mui/icons-material/Save';
import Undo from '@mui/icons-material/Undo';
import { BRAND_IMAGES, PLATFORM_TYPES, type ClientColors, type ColorConfig } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { UnsavedChangesDialog } from '../../../components/UnsavedChangesDialog.tsx';
import { useToast } from '../../../components/toast.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { useUpdateClientColors } from '../api/update-client-colors.ts';
import {
  brandResolver,
  changesOf,
  draftOf,
  fieldOfServerKey,
  translateBrandMessage,
  valuesOf,
  type BrandField,
  type BrandValues,
} from '../brand-form.ts';
import { COLOR_FIELDS, contrastChecks, type ColorField as ColorName } from '../contrast.ts';
import { BrandPreview } from './BrandPreview.tsx';
import { ColorField } from './ColorField.tsx';
import { ContrastPanel } from './ContrastPanel.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { ImageField } from './ImageField.tsx';

interface BrandEditorProps {
  clientId: number;
  saved: ClientColors;
  /** `cores.editar`: without it the brand is shown, previewed and its history read, not changed. */
  canEdit: boolean;
  /** Adding to the client's library, where the brand's images come from. */
  canUpload: boolean;
  userName: string;
}

/**
 * The brand of the active client: colours, images and platform type beside a live preview in the edited colours,
 * the contrast check, save (the app repaints at once), discard, and restore from the saved versions.
 */
export function BrandEditor({ clientId, saved, canEdit, canUpload, userName }: BrandEditorProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const initial = useMemo(() => valuesOf(saved.config), [saved.config]);
  const resolver = useMemo(() => brandResolver(t), [t]);
  const { control, handleSubmit, reset, setValue, setError, formState } = useForm<BrandValues>({
    defaultValues: initial,
    resolver,
    mode: 'onTouched',
  });
  const watched = useWatch({ control });
  const draft = useMemo(
    () => draftOf({ ...initial, ...watched } as BrandValues, saved.config),
    [initial, watched, saved.config],
  );
  const checks = useMemo(() => contrastChecks(draft), [draft]);
  const update = useUpdateClientColors(clientId);
  const guard = useUnsavedChanges(formState.isDirty);
  const [failures, setFailures] = useState<string[]>([]);
  const [discarding, setDiscarding] = useState(false);
  const dirty = formState.isDirty;

  // The saved brand read again (another tab saved it): the form follows unless it holds edits.
  useEffect(() => {
    if (!dirty) reset(initial);
  }, [initial, dirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailures([]);
    const changes = changesOf(values, saved.config);
    if (Object.keys(changes).length === 0) return;
    try {
      const result = await update.mutateAsync(changes);
      reset(valuesOf(result.config));
      toast({ kind: 'success', message: t('brandEditor.saved', { client: result.name }) });
    } catch (error) {
      setFailures(
        showServerErrors(
          error,
          fieldOfServerKey,
          (key, failure, options) => setError(key as BrandField, failure, options),
          (message) => translateBrandMessage(t, message),
        ),
      );
    }
  });

  const applySuggestion = (field: ColorName, color: string) =>
    setValue(field, color, { shouldDirty: true, shouldValidate: true });
  const restore = (config: ColorConfig, message: string) => {
    setFailures([]);
    // The saved values stay the form's defaults: the restored version is an edit, to be saved or discarded.
    reset(valuesOf(config), { keepDefaultValues: true });
    toast({ kind: 'info', message });
  };
  const discard = () => {
    setDiscarding(false);
    setFailures([]);
    reset(initial);
  };

  const platformTypes: readonly string[] = PLATFORM_TYPES.includes(
    initial.platform_type as (typeof PLATFORM_TYPES)[number],
  )
    ? PLATFORM_TYPES
    : [...PLATFORM_TYPES, initial.platform_type];
  const busy = formState.isSubmitting;
  const readOnly = !canEdit;

  return (
    <Stack spacing={3}>
      {/* A field that takes the focus scrolls clear of the action bar stuck to the bottom of the window. */}
      {readOnly ? null : <GlobalStyles styles={{ html: { scrollPaddingBottom: 96 } }} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('brandEditor.formLabel')}>
            <FailureAlert messages={failures} />
            <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby="brand-colors-title">
              <Typography id="brand-colors-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('brandEditor.colors.title')}
              </Typography>
              <Grid container spacing={2}>
                {COLOR_FIELDS.map((field) => (
                  <Grid key={field} size={{ xs: 12, sm: 6 }}>
                    <ColorField name={field} control={control} readOnly={readOnly} />
                  </Grid>
                ))}
              </Grid>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby="brand-images-title">
              <Typography id="brand-images-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('brandEditor.images.title')}
              </Typography>
              <Stack spacing={2}>
                {BRAND_IMAGES.map((field) => (
                  <ImageField key={field} name={field} control={control} readOnly={readOnly} canUpload={canUpload} />
                ))}
              </Stack>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Controller
                name="platform_type"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('brandEditor.platformType.label')}
                    {...field}
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t('brandEditor.platformType.hint')}
                  >
                    {platformTypes.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`brandEditor.platformType.types.${type}`, { defaultValue: type })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <ContrastPanel checks={checks} onUse={readOnly ? undefined : applySuggestion} />
            </Paper>
            {readOnly ? null : (
              <Paper
                elevation={3}
                sx={{
                  position: 'sticky',
                  bottom: 0,
                  zIndex: 1,
                  p: 1.5,
                  display: 'flex',
                  gap: 1,
                  justifyContent: 'flex-end',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                }}
              >
                <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto' }}>
                  {dirty ? t('brandEditor.unsaved') : t('brandEditor.upToDate')}
                </Typography>
                <Button startIcon={<Undo />} disabled={!dirty || busy} onClick={() => setDiscarding(true)}>
                  {t('brandEditor.discardButton')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!dirty || busy}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Save />}
                >
                  {t('brandEditor.save')}
                </Button>
              </Paper>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <BrandPreview config={draft} clientName={saved.name} userName={userName} />
          </Box>
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <HistoryPanel clientId={clientId} onRestore={readOnly ? undefined : restore} />
      </Paper>
      <ConfirmDialog
        open={discarding}
        title={t('brandEditor.discardTitle')}
        text={t('brandEditor.discardText')}
        confirmLabel={t('brandEditor.discard')}
        cancelLabel={t('brandEditor.keepEditing')}
        danger
        onCancel={() => setDiscarding(false)}
        onConfirm={discard}
      />
      <UnsavedChangesDialog
        guard={guard}
        texts={{
          title: t('brandEditor.leaveTitle'),
          text: t('brandEditor.leaveText'),
          leave: t('brandEditor.leave'),
          stay: t('brandEditor.keepEditing'),
        }}
      />
    </Stack>
  );
}
