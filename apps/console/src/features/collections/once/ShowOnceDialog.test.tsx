import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ShowOnceDialog } from './ShowOnceDialog.tsx';

const KEY = 'ck_ABCDEFGH_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

describe('the dialog of a value shown once', () => {
  it('shows the key read-only with a warning, copies it by keyboard and closes with its button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ShowOnceDialog values={{ chave: KEY }} onClose={onClose} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Guarde agora' })).toBeInTheDocument();
    expect(screen.getByText(/única vez que o valor aparece/)).toBeInTheDocument();
    const field = screen.getByLabelText('Chave de API');
    expect(field).toHaveValue(KEY);
    expect(field).toHaveAttribute('readonly');

    // Tab from the field reaches the copy button; Enter copies and the copy is announced.
    field.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copiar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByRole('status')).toHaveTextContent('Copiado.');

    await user.click(screen.getByRole('button', { name: 'Já guardei' }));
    expect(onClose).toHaveBeenCalled();
  });
});
