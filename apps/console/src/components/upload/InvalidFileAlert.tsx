import type { ReactNode } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** SPEC.md §8: the alert for a refused file type ('Erro ao carregar o arquivo.', INVALID_FILE_ALERT in pt-br), with optional detail below. */
export function InvalidFileAlert({
  title,
  text,
  onClose,
  children,
}: {
  title?: string;
  text?: string;
  onClose?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" onClose={onClose} data-testid="invalid-file-alert">
      <AlertTitle>{title ?? t('upload.invalidTitle')}</AlertTitle>
      <div>{text ?? t('upload.invalidText')}</div>
      {children ? <div>{children}</div> : null}
    </Alert>
  );
}
