import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

interface HideConfirmDialogProps {
  open: boolean;
  /** The post's author, named in the question. */
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question a moderator answers before hiding a post, from the feed or from the moderation queue. */
export function HideConfirmDialog({ open, name, busy, onCancel, onConfirm }: HideConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('feed.moderation.hideTitle')}
      text={t('feed.moderation.hideText', { name })}
      confirmLabel={t('feed.moderation.actions.hide')}
      cancelLabel={t('feed.thread.cancel')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
