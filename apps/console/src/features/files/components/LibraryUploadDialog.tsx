import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, TextField } from '@mui/material';
import type { UploadedFile } from '@console/contract';
import { UploadDialog } from '../../../components/upload/UploadDialog.tsx';
import { libraryUploader } from '../../../components/upload/library-uploader.ts';

/**
 * 'Enviar arquivo' of the library: the upload dialog (crop for jpeg/png, file mode for the rest) with the
 * record's name (defaults to the file's name) and description, sent to POST /api/v2/admin/file with progress.
 */
export function LibraryUploadDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (result: UploadedFile | null) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const defaulted = useRef('');

  const onPicked = useCallback((file: File) => {
    setName((current) => (!current.trim() || current === defaulted.current ? file.name : current));
    defaulted.current = file.name;
  }, []);

  const upload = useMemo(() => libraryUploader({ name, description }), [name, description]);

  const close = (result: UploadedFile | null) => {
    setName('');
    setDescription('');
    defaulted.current = '';
    onClose(result);
  };

  return (
    <UploadDialog
      open={open}
      mode="auto"
      title={t('files.uploadTitle')}
      pickerLabel={t('files.fileField')}
      upload={upload}
      fieldsValid={name.trim().length > 0}
      onPicked={onPicked}
      onClose={close}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label={t('files.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          size="small"
          label={t('files.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Stack>
    </UploadDialog>
  );
}
