import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobalStyles } from '@mui/material';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@console/contract';

/** SPEC.md §2 item 10 and §8: the toast kinds, with the aliases error and warning. */
export const TOAST_KINDS = ['dialog', 'warn', 'danger', 'info', 'question', 'success'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number] | 'error' | 'warning';

const VARIANTS: Record<ToastKind, VariantType> = {
  dialog: 'default',
  warn: 'warning',
  warning: 'warning',
  danger: 'error',
  error: 'error',
  info: 'info',
  question: 'info',
  success: 'success',
};

export const toastVariant = (kind: ToastKind): VariantType => VARIANTS[kind];

interface ToastOptions {
  kind: ToastKind;
  message: string;
  title?: string;
}

function ToastMessage({ title, message }: { title?: string; message: string }): ReactNode {
  return (
    <span>
      {title ? <strong style={{ display: 'block' }}>{title}</strong> : null}
      {message}
    </span>
  );
}

/**
 * Top-right (SPEC.md) but below the app bar, whose height the shell keeps in --app-bar-height (app/shell): toasts
 * covered the user's name and 'Sair'. Pages without the bar (sign-in) keep notistack's own distance from the top.
 */
const belowAppBar = { top: 'calc(var(--app-bar-height, 0px) + 14px) !important' } as const;

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={{ '.toasts-below-app-bar': belowAppBar }} />
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={TOAST_POSITION}
        classes={{ containerAnchorOriginTopRight: 'toasts-below-app-bar' }}
        preventDuplicate
      >
        {children}
      </SnackbarProvider>
    </>
  );
}

export interface Toaster {
  toast: (options: ToastOptions) => void;
  /** The generic error helper (SPEC.md §8): an alert titled 'Erro' of type warning. */
  showError: (message: string) => void;
}

export function useToast(): Toaster {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const toast = useCallback(
    ({ kind, message, title }: ToastOptions) => {
      enqueueSnackbar(<ToastMessage title={title} message={message} />, {
        variant: toastVariant(kind),
        autoHideDuration: TOAST_DURATION_MS,
        anchorOrigin: TOAST_POSITION,
      });
    },
    [enqueueSnackbar],
  );
  const showError = useCallback(
    (message: string) => toast({ kind: 'warn', title: t('errors.title'), message }),
    [toast, t],
  );
  return useMemo(() => ({ toast, showError }), [toast, showError]);
}
