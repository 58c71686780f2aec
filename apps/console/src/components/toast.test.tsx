import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_KINDS, ToastProvider, toastVariant, useToast, type Toaster } from './toast.tsx';

describe('toasts', () => {
  it('map every kind to a notistack variant', () => {
    expect(Object.fromEntries(TOAST_KINDS.map((kind) => [kind, toastVariant(kind)]))).toEqual({
      dialog: 'default',
      warn: 'warning',
      danger: 'error',
      info: 'info',
      question: 'info',
      success: 'success',
    });
    expect(toastVariant('error')).toBe('error');
    expect(toastVariant('warning')).toBe('warning');
  });

  it('show a title and a message; showError is a warning titled Erro', async () => {
    let toaster: Toaster | undefined;
    const Probe = () => {
      toaster = useToast();
      return null;
    };
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    act(() => toaster?.toast({ kind: 'success', title: 'Pronto', message: 'Usuário salvo.' }));
    expect(await screen.findByText('Usuário salvo.')).toBeInTheDocument();
    expect(screen.getByText('Pronto')).toBeInTheDocument();
    act(() => toaster?.showError('Falhou.'));
    const message = await screen.findByText('Falhou.');
    expect(message.parentElement?.textContent).toContain('Erro');
    expect(message.closest('.notistack-MuiContent-warning')).not.toBeNull();
  });
});
