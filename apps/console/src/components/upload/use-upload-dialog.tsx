import { useCallback, useState, type ReactNode } from 'react';
import type { UploadedFile } from '@console/contract';
import { UploadDialog, type UploadDialogOptions } from './UploadDialog.tsx';

interface Pending {
  options: UploadDialogOptions;
  resolve: (result: UploadedFile | null) => void;
}

/**
 * The upload dialog as a promise: `open(options)` resolves with {path, name, size, format, aspect}
 * or null on Cancel. Render `dialog` once in the caller.
 */
export function useUploadDialog(): {
  open: (options: UploadDialogOptions) => Promise<UploadedFile | null>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const open = useCallback(
    (options: UploadDialogOptions) => new Promise<UploadedFile | null>((resolve) => setPending({ options, resolve })),
    [],
  );
  const dialog = pending ? (
    <UploadDialog
      open
      {...pending.options}
      onClose={(result) => {
        pending.resolve(result);
        setPending(null);
      }}
    />
  ) : null;
  return { open, dialog };
}
