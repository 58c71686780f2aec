import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_ASPECT_RATIO } from '@console/contract';
import { applyLanguage } from '../lib/i18n.ts';
import { CreateDialog, isEmptyOwner, type CreateDialogProps } from './CreateDialog.tsx';

function setup(props: Partial<CreateDialogProps> = {}) {
  const onSave = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(<CreateDialog open onSave={onSave} onClose={onClose} {...props} />);
  return { onSave, onClose, user: userEvent.setup() };
}

describe('CreateDialog (SPEC.md §2.9)', () => {
  it("is 'Criar uma sessão' without an owner entity, in project mode (no Descrição) with the 110/33 banner", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Criar uma sessão' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Descrição/ })).not.toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'Sem imagem' });
    expect(banner.style.aspectRatio || getComputedStyle(banner).aspectRatio).toBe(String(BANNER_ASPECT_RATIO));
    expect(screen.getByRole('textbox', { name: /^Título/ })).toBeRequired();
  });

  it("is 'Criar projeto' inside a session, and 'Criar uma sessão' for an owner without id", () => {
    setup({ owner: { id: 4, title: 'Edital 2026' } });
    expect(screen.getByRole('dialog', { name: 'Criar projeto' })).toBeInTheDocument();
    expect(isEmptyOwner({ id: 0 })).toBe(true);
    expect(isEmptyOwner(null)).toBe(true);
    expect(isEmptyOwner({ id: 9 })).toBe(false);
  });

  it('can leave the banner out, and its title follows the language', async () => {
    await applyLanguage('en');
    setup({ banner: false });
    expect(screen.getByRole('dialog', { name: 'Create a session' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('answers the trimmed title and no description on Salvar', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), '  Edital 2026  ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ image: null, fields: { title: 'Edital 2026' }, description: null });
  });
});
