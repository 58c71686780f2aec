import type { useUnsavedChanges } from '../lib/unsaved-changes.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface UnsavedChangesTexts {
  title: string;
  text: string;
  /** Leave and lose the changes (drawn as the destructive action). */
  leave: string;
  stay: string;
}

/** The question of useUnsavedChanges when a navigation would lose a form's changes: stay, or leave without saving. */
export function UnsavedChangesDialog({
  guard,
  texts,
}: {
  guard: ReturnType<typeof useUnsavedChanges>;
  texts: UnsavedChangesTexts;
}) {
  return (
    <ConfirmDialog
      open={guard.blocked}
      title={texts.title}
      text={texts.text}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      danger
      onCancel={guard.stay}
      onConfirm={guard.leave}
    />
  );
}
