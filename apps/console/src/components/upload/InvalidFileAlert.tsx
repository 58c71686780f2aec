import { Alert, AlertTitle } from '@mui/material';
import { INVALID_FILE_ALERT } from '@console/contract';

/** SPEC.md §8: the alert for a refused file type ('Erro ao carregar o arquivo.'). */
export function InvalidFileAlert({ title, text, onClose }: { title?: string; text?: string; onClose?: () => void }) {
  return (
    <Alert severity="error" onClose={onClose} data-testid="invalid-file-alert">
      <AlertTitle>{title ?? INVALID_FILE_ALERT.title}</AlertTitle>
      {text ?? INVALID_FILE_ALERT.text}
    </Alert>
  );
}
