import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, USER_PICKER_WIDTH_PX } from '@console/contract';
import { DEFAULT_AVATAR_URL } from './avatar.ts';
import { UserPicker } from './UserPicker.tsx';
import type { UserListItem } from './user-item.ts';

const NESTED: UserListItem = {
  user_id: 1,
  user_info: {
    user_id: 1,
    user_name: 'Ana Souza',
    user_email: 'ana@asta.demo',
    picture: 'https://cdn.example/ana.png',
  },
};
const FLAT: UserListItem = { user_id: 2, name: 'Bruno Lima', email: 'bruno@asta.demo', picture: null };
const CAIO: UserListItem = { user_id: 3, name: 'Caio Prado', email: 'caio@asta.demo', picture: null };

const ANA_OUT = { user_id: 1, name: 'Ana Souza', email: 'ana@asta.demo', picture: 'https://cdn.example/ana.png' };
const BRUNO_OUT = { user_id: 2, name: 'Bruno Lima', email: 'bruno@asta.demo', picture: null };
const CAIO_OUT = { user_id: 3, name: 'Caio Prado', email: 'caio@asta.demo', picture: null };

const rowOf = (name: string) => screen.getByRole('checkbox', { name });

describe('UserPicker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is 550 px wide with the prompt, the search box, Ok and Sair; it searches on Enter only', async () => {
    const search = vi.fn(async () => [NESTED, FLAT]);
    const user = userEvent.setup();
    render(<UserPicker open search={search} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Selecionar usuários' });
    expect(USER_PICKER_WIDTH_PX).toBe(550);
    expect(dialog).toHaveStyle({ width: '550px' });
    expect(screen.getByText('Digite o nome do usuário abaixo em seguida pressione [ENTER]:')).toBeInTheDocument();
    expect(screen.getByText('Os usuários encontrados aparecem aqui.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair da seleção' })).toBeInTheDocument();

    const box = screen.getByPlaceholderText('Buscar usuários...');
    expect(box).toHaveFocus();
    await user.type(box, 'souza');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS * 2));
    expect(search).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('souza', expect.any(AbortSignal));
    expect(await screen.findByText('2 registro(s) encontrado(s)')).toBeInTheDocument();
  });

  it('draws both list-item shapes with avatar (the default one when the picture is null), name, e-mail and a check toggle', async () => {
    const user = userEvent.setup();
    render(<UserPicker open search={async () => [NESTED, FLAT]} onClose={vi.fn()} />);
    await user.type(screen.getByPlaceholderText('Buscar usuários...'), '{Enter}');
    const list = await screen.findByRole('list', { name: 'Usuários encontrados' });
    const ana = within(list).getByRole('checkbox', { name: 'Ana Souza' });
    expect(ana).toHaveAccessibleDescription('ana@asta.demo');
    const labelOf = (box: HTMLElement) => box.closest('label') as HTMLElement;
    expect(labelOf(ana).querySelector('img')).toHaveAttribute('src', 'https://cdn.example/ana.png');
    const bruno = within(list).getByRole('checkbox', { name: 'Bruno Lima' });
    expect(bruno).toHaveAccessibleDescription('bruno@asta.demo');
    expect(labelOf(bruno).querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    expect(ana).not.toBeChecked();
    // A real checkbox, with nothing focusable nested inside a role=checkbox (axe nested-interactive, issue 27).
    expect(ana).toHaveAttribute('type', 'checkbox');
    expect(labelOf(ana).querySelectorAll('input, button, [tabindex]')).toHaveLength(1);
  });

  it('Ok closes with the chosen users normalised, in the order chosen, across searches', async () => {
    const onClose = vi.fn();
    const search = vi.fn(async (term: string) => (term === 'caio' ? [CAIO] : [NESTED, FLAT]));
    const user = userEvent.setup();
    render(<UserPicker open search={search} onClose={onClose} />);
    const box = screen.getByPlaceholderText('Buscar usuários...');
    await user.type(box, '{Enter}');
    await user.click(await screen.findByRole('checkbox', { name: 'Bruno Lima' }));
    await user.click(rowOf('Ana Souza'));
    await user.click(rowOf('Ana Souza'));
    await user.click(rowOf('Ana Souza'));
    expect(screen.getByText('2 selecionado(s)')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'caio{Enter}');
    await user.click(await screen.findByRole('checkbox', { name: 'Caio Prado' }));
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledWith([BRUNO_OUT, ANA_OUT, CAIO_OUT]);
  });

  it('starts with the preselected ids checked and loads the ones no search showed on Ok', async () => {
    const onClose = vi.fn();
    const loadSelected = vi.fn(async () => [CAIO]);
    const user = userEvent.setup();
    render(
      <UserPicker
        open
        selectedIds={[3, 2]}
        loadSelected={loadSelected}
        search={async () => [NESTED, FLAT]}
        onClose={onClose}
      />,
    );
    expect(screen.getByText('2 selecionado(s)')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Buscar usuários...'), '{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Bruno Lima' })).toBeChecked();
    expect(rowOf('Ana Souza')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(loadSelected).toHaveBeenCalledWith([3]);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith([CAIO_OUT, BRUNO_OUT]));
  });

  it('works from the keyboard: Enter searches, ArrowDown and Tab reach users, Space toggles, Escape is Sair', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<UserPicker open search={async () => [NESTED, FLAT]} onClose={onClose} />);
    await user.keyboard('ana{Enter}');
    await screen.findByRole('checkbox', { name: 'Ana Souza' });
    await user.keyboard('{ArrowDown}');
    expect(rowOf('Ana Souza')).toHaveFocus();
    await user.keyboard(' ');
    expect(rowOf('Ana Souza')).toBeChecked();
    await user.tab();
    expect(rowOf('Bruno Lima')).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(rowOf('Bruno Lima')).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('Sair closes with null; the width can be changed', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<UserPicker open width={720} title="Participantes" search={async () => []} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Participantes' })).toHaveStyle({ width: '720px' });
    await user.type(screen.getByPlaceholderText('Buscar usuários...'), 'zzz{Enter}');
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sair da seleção' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('shows the error message with a retry that repeats the last search', async () => {
    const search = vi.fn().mockRejectedValueOnce(new Error('Tempo esgotado.')).mockResolvedValueOnce([FLAT]);
    const user = userEvent.setup();
    render(<UserPicker open search={search} onClose={vi.fn()} />);
    await user.type(screen.getByPlaceholderText('Buscar usuários...'), 'bru{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tempo esgotado.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(search).toHaveBeenLastCalledWith('bru', expect.any(AbortSignal));
    expect(await screen.findByRole('checkbox', { name: 'Bruno Lima' })).toBeInTheDocument();
  });

  it('keeps the picker open with the message when loading the preselected users fails', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <UserPicker
        open
        selectedIds={[9]}
        loadSelected={async () => Promise.reject(new Error('Falhou.'))}
        search={async () => []}
        onClose={onClose}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Falhou.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    const { applyLanguage } = await import('../../lib/i18n.ts');
    await act(() => applyLanguage('en'));
    render(<UserPicker open search={async () => []} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Select users' })).toBeInTheDocument();
    expect(screen.getByText("Type the user's name below and then press [ENTER]:")).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search users...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit selection' })).toBeInTheDocument();
  });
});
