import { useTranslation } from 'react-i18next';
import type { FileRecord } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

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
    <ConfirmDialog
      open={file !== null}
      title={t('files.deleteTitle')}
      text={file ? t('files.deleteText', { name: file.name }) : ''}
      confirmLabel={t('files.delete')}
      cancelLabel={t('files.cancel')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => file && onConfirm(file)}
    />
  );
}
