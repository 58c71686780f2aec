import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '@console/contract';
import { useUploadDialog } from './use-upload-dialog.tsx';

describe('useUploadDialog', () => {
  it('opens the dialog as a promise that resolves null on Cancelar', async () => {
    let pending: Promise<UploadedFile | null> | undefined;
    function Caller() {
      const { open, dialog } = useUploadDialog();
      return (
        <>
          <button type="button" onClick={() => (pending = open({ mode: 'file' }))}>
            open
          </button>
          {dialog}
        </>
      );
    }
    render(<Caller />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Enviar arquivo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await act(async () => expect(await pending).toBeNull());
  });
});
