import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { ARCHIVE_NAME_MAX, truncateName } from '@console/contract';

export interface UploadFileFields {
  file: File;
  name: string;
  description: string;
}

/**
 * The 'Enviar arquivo' form: the file, its name (defaults to the file's name) and a description.
 * Continuing hands over to the upload dialogs, which send it with progress.
 */
export function UploadFileForm({
  open,
  initial,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  initial: UploadFileFields | null;
  onCancel: () => void;
  onSubmit: (fields: UploadFileFields) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(initial?.file ?? null);
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [touched, setTouched] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!name.trim() || name === file?.name) setName(picked.name);
    setFile(picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file || !name.trim()) return;
    onSubmit({ file, name: name.trim(), description: description.trim() });
  };

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="upload-file-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="upload-file-form-title">{t('files.uploadTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2} alignItems="center">
              <Button component="label" variant="outlined" startIcon={<AttachFile />}>
                {t('files.fileField')}
                <input type="file" hidden aria-label={t('files.fileField')} onChange={pick} />
              </Button>
              <Typography title={file?.name} color={touched && !file ? 'error' : undefined}>
                {file ? truncateName(file.name, ARCHIVE_NAME_MAX) : t('files.noFileChosen')}
              </Typography>
            </Stack>
            <TextField
              label={t('files.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={touched && !name.trim()}
              helperText={touched && !name.trim() ? t('files.nameRequired') : undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={t('files.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('files.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!file}>
            {t('files.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
