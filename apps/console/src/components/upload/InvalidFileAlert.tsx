import type { ReactNode } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { INVALID_FILE_ALERT } from '@console/contract';

/** SPEC.md §8: the alert for a refused file type ('Erro ao carregar o arquivo.'), with optional detail below. */
export function InvalidFileAlert({ title, text, onClose, children }: { title?: string; text?: string; onClose?: () => void; children?: ReactNode }) {
  return (
    <Alert severity="error" onClose={onClose} data-testid="invalid-file-alert">
      <AlertTitle>{title ?? INVALID_FILE_ALERT.title}</AlertTitle>
      <div>{text ?? INVALID_FILE_ALERT.text}</div>
      {children ? <div>{children}</div> : null}
    </Alert>
  );
}
