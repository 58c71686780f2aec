import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  CUSTOM_FIELD_TYPES,
  FIELD_LABEL_LANGUAGES,
  FIELD_LABEL_MAX,
  suggestFieldKey,
  type FormField,
} from '@console/contract';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import {
  dialogValues,
  editsOptions,
  fieldDialogResolver,
  type FieldBody,
  type FieldDialogValues,
} from '../form/field-dialog.ts';
import { translateFieldMessage } from '../form/field-messages.ts';
import { useFieldLabel } from '../form/labels.ts';
import { OptionsEditor } from './OptionsEditor.tsx';

interface FieldDialogProps {
  open: boolean;
  /** The field to edit; null for a new custom field. */
  field: FormField | null;
  onSubmit: (body: FieldBody) => Promise<unknown>;
  onClose: () => void;
}

const NAMES = new Set(['key', 'label', 'labels', 'type', 'order', 'options']);

/** "Novo campo" (key, label, type, required, order, options) or the edit of a field's label, order and options. */
export function FieldDialog({ open, field, onSubmit, onClose }: FieldDialogProps) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const [failure, setFailure] = useState<string | null>(null);
  // The key follows the label until the administrator types one.
  const [keyTyped, setKeyTyped] = useState(false);
  const form = useForm<FieldDialogValues, unknown, FieldBody>({
    resolver: fieldDialogResolver(field, t),
    defaultValues: dialogValues(field),
  });
  const { control, register, handleSubmit, reset, setError, setValue, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const type = watch('type');

  useEffect(() => {
    if (!open) return;
    reset(dialogValues(field));
    setKeyTyped(false);
    setFailure(null);
  }, [open, field, reset]);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      // A 422 puts the server's messages on their fields; anything else is said above the form.
      const placed =
        error instanceof ApiError && error.status === 422
          ? Object.entries(error.errors ?? {}).filter(([name]) => NAMES.has(name.split('.')[0]))
          : [];
      for (const [name, [message]] of placed)
        setError(name as Path<FieldDialogValues>, { type: 'server', message: translateFieldMessage(t, message) });
      if (!placed.length)
        setFailure(
          error instanceof ApiError && error.errors
            ? translateFieldMessage(t, Object.values(error.errors).flat()[0] ?? error.message)
            : errorMessage(error),
        );
    }
  });

  const labelField = register('label', {
    onChange: (event) => {
      // The suggested key is checked again once a save was tried, so that its error goes when the label fixes it.
      if (!field && !keyTyped)
        setValue('key', suggestFieldKey(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="field-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="field-dialog-title">
          {field ? t('users.fields.editTitle', { label: labelOf(field) }) : t('users.fields.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              label={t('users.fields.label')}
              required
              autoFocus
              {...labelField}
              error={Boolean(errors.label)}
              helperText={errors.label?.message}
              slotProps={{ htmlInput: { maxLength: FIELD_LABEL_MAX } }}
            />
            {FIELD_LABEL_LANGUAGES.map((lang) => (
              <TextField
                key={lang}
                label={t(`users.fields.labelIn.${lang}`)}
                {...register(`labels.${lang}`)}
                error={Boolean(errors.labels?.[lang])}
                helperText={errors.labels?.[lang]?.message ?? t('users.fields.labelInHint')}
                slotProps={{ htmlInput: { maxLength: FIELD_LABEL_MAX } }}
              />
            ))}
            {field ? (
              <Typography variant="body2" color="text.secondary">
                {t('users.fields.keyOf', { key: field.key, type: t(`users.fields.types.${field.type}`) })}
              </Typography>
            ) : (
              <>
                <TextField
                  label={t('users.fields.key')}
                  required
                  {...register('key', { onChange: () => setKeyTyped(true) })}
                  error={Boolean(errors.key)}
                  helperText={errors.key?.message ?? t('users.fields.keyHint')}
                  slotProps={{ htmlInput: { maxLength: 50 } }}
                />
                <Controller
                  name="type"
                  control={control}
                  render={({ field: input }) => (
                    <TextField
                      select
                      label={t('users.fields.type')}
                      required
                      {...input}
                      error={Boolean(errors.type)}
                      helperText={errors.type?.message}
                    >
                      {CUSTOM_FIELD_TYPES.map((value) => (
                        <MenuItem key={value} value={value}>
                          {t(`users.fields.types.${value}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  name="required"
                  control={control}
                  render={({ field: input }) => (
                    <FormControlLabel
                      control={
                        <Switch checked={input.value} onChange={(event) => input.onChange(event.target.checked)} />
                      }
                      label={t('users.fields.required')}
                    />
                  )}
                />
              </>
            )}
            <TextField
              label={t('users.fields.order')}
              type="number"
              {...register('order')}
              error={Boolean(errors.order)}
              helperText={errors.order?.message ?? t(field ? 'users.fields.orderHintEdit' : 'users.fields.orderHint')}
            />
            {editsOptions(field, type) ? <OptionsEditor control={control} errors={errors} /> : null}
            {field && !field.custom && field.type === 'select' ? (
              <Typography variant="body2" color="text.secondary">
                {t('users.fields.validation.optionsDerived')}
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('users.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
