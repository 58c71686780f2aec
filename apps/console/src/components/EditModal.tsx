import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import { BANNER_ASPECT_RATIO } from '@console/contract';
import { showServerErrors } from '../lib/server-errors.ts';
import { useUploadDialog } from './upload/use-upload-dialog.tsx';

/** SPEC.md §3 "Edit-modal field": a text input the modal asks for (every one is required, SPEC.md §5). */
export interface EditModalField {
  fieldName: string;
  fieldLabel: string;
}

/** What the modal answers on 'Salvar': the banner's address, the configured fields' texts (trimmed) and 'Descrição'. */
export interface EditModalValues {
  image: string | null;
  fields: Record<string, string>;
  description: string | null;
}

export interface EditModalProps {
  open: boolean;
  title: string;
  fields: readonly EditModalField[];
  /** The values being edited (empty for a new record). */
  initial?: Partial<EditModalValues>;
  /** The banner area with its upload (default true). */
  banner?: boolean;
  /** Project mode hides 'Descrição' (SPEC.md §2.2). */
  projectMode?: boolean;
  /** 'Fechar' or Escape: closes without saving. */
  onClose: () => void;
  /**
   * 'Salvar' with valid values. A rejection keeps the modal open: an ApiError's field errors show on the fields
   * named like them ('description' for 'Descrição'), the others and the message above the fields.
   */
  onSave: (values: EditModalValues) => Promise<void> | void;
}

type FormValues = Record<string, string>;

/** Form names that cannot clash with a configured field. */
const IMAGE = '__editModalImage';
const DESCRIPTION = '__editModalDescription';

function startValues(fields: readonly EditModalField[], initial: Partial<EditModalValues> = {}): FormValues {
  const values: FormValues = { [IMAGE]: initial.image ?? '', [DESCRIPTION]: initial.description ?? '' };
  for (const field of fields) values[field.fieldName] = initial.fields?.[field.fieldName] ?? '';
  return values;
}

function EditModalBody({
  title,
  fields,
  initial,
  banner = true,
  projectMode = false,
  onClose,
  onSave,
  titleId,
}: Omit<EditModalProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const upload = useUploadDialog();
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, setError, setValue, formState } = useForm<FormValues>({
    defaultValues: startValues(fields, initial),
  });
  const image = useWatch({ control, name: IMAGE });
  const required = t('collection.modal.required');

  const chooseImage = async () => {
    const result = await upload.open({
      mode: 'image',
      aspect: BANNER_ASPECT_RATIO,
      title: t('collection.modal.banner'),
    });
    // After a save was tried, the choice checks the field again: its error (and red label) goes as soon as it is fixed.
    if (result) setValue(IMAGE, result.path, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    const description = values[DESCRIPTION].trim();
    try {
      await onSave({
        image: banner ? values[IMAGE] || null : null,
        fields: Object.fromEntries(fields.map((field) => [field.fieldName, values[field.fieldName].trim()])),
        description: projectMode ? null : description || null,
      });
    } catch (error) {
      const names = new Set(fields.map((field) => field.fieldName));
      const fieldOf = (key: string) =>
        names.has(key) ? key : key === 'description' && !projectMode ? DESCRIPTION : null;
      setFailure(showServerErrors(error, fieldOf, setError));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure.length ? (
            <Alert severity="error">
              {failure.map((text) => (
                <div key={text}>{text}</div>
              ))}
            </Alert>
          ) : null}
          {banner ? (
            <Stack spacing={1}>
              <Box
                role="img"
                aria-label={image ? t('collection.modal.banner') : t('collection.modal.noBanner')}
                sx={{
                  width: '100%',
                  aspectRatio: `${BANNER_ASPECT_RATIO}`,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'action.hover',
                  backgroundImage: image ? `url("${image.replace(/"/g, '%22')}")` : 'none',
                  backgroundSize: 'cover',
                  backgroundPosition: 'center',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {image ? null : (
                  <Typography variant="body2" color="text.secondary" aria-hidden>
                    {t('collection.modal.noBanner')}
                  </Typography>
                )}
              </Box>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <Button variant="outlined" startIcon={<UploadFile />} onClick={() => void chooseImage()}>
                  {image ? t('collection.modal.change') : t('collection.modal.upload')}
                </Button>
                {image ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutline />}
                    onClick={() => setValue(IMAGE, '', { shouldDirty: true, shouldValidate: formState.isSubmitted })}
                  >
                    {t('collection.modal.remove')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          ) : null}
          {fields.map((field, index) => (
            <Controller
              key={field.fieldName}
              name={field.fieldName}
              control={control}
              rules={{ validate: (value) => (value.trim() ? true : required) }}
              render={({ field: { ref, ...input }, fieldState: { error } }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  label={field.fieldLabel}
                  required
                  fullWidth
                  autoFocus={index === 0}
                  error={Boolean(error)}
                  helperText={error?.message}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
              )}
            />
          ))}
          {projectMode ? null : (
            <Controller
              name={DESCRIPTION}
              control={control}
              render={({ field: { ref, ...input }, fieldState: { error } }) => (
                <TextField
                  {...input}
                  inputRef={ref}
                  label={t('collection.modal.description')}
                  fullWidth
                  multiline
                  minRows={3}
                  error={Boolean(error)}
                  helperText={error?.message}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          {t('collection.modal.close')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('collection.modal.save')}
        </Button>
      </DialogActions>
      {upload.dialog}
    </Box>
  );
}

/**
 * SPEC.md §2.2, the generic edit modal: a title; a banner image area of aspect 110/33 with upload (the upload
 * dialog, cropped at that aspect); one required text input per configured field; an optional 'Descrição' (hidden in
 * project mode); 'Fechar' and 'Salvar'. Salvar answers the values (onSave) once every configured field is filled.
 */
export function EditModal({ open, ...props }: EditModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {open ? <EditModalBody {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}
