import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { FileRecord } from '@console/contract';

/** 'Excluir arquivo?' with Cancelar / Excluir. */
export function DeleteFileDialog({
  file,
  busy,
  onCancel,
  onConfirm,
}: {
  file: FileRecord | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (file: FileRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={file !== null} onClose={busy ? undefined : onCancel} aria-labelledby="delete-file-title" aria-describedby="delete-file-text">
      <DialogTitle id="delete-file-title">{t('files.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-file-text">{file ? t('files.deleteText', { name: file.name }) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('files.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => file && onConfirm(file)}>
          {t('files.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
