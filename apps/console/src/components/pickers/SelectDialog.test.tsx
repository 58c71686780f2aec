import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, SELECT_LIST_HEIGHT_PX } from '@console/contract';
import { DEFAULT_AVATAR_URL } from './avatar.ts';
import { SelectDialog, type SelectItem } from './SelectDialog.tsx';

interface Person {
  user_id: number;
  nome: string;
  email: string;
  foto: string | null;
}

const ANA: Person = { user_id: 1, nome: 'Ana Souza', email: 'ana@asta.demo', foto: 'https://cdn.example/ana.png' };
const BRUNO: Person = { user_id: 2, nome: 'Bruno Lima', email: 'bruno@asta.demo', foto: null };
const CAIO: Person = { user_id: 3, nome: 'Caio Prado', email: 'caio@asta.demo', foto: null };
const toItem = (p: Person): SelectItem => ({ id: p.user_id, avatar: p.foto, description: p.nome, detail: p.email });

const row = (name: string) => screen.getByText(name).closest<HTMLElement>('[data-picker-row]') as HTMLElement;

describe('SelectDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the prompt, the search box, rows with avatar, description and detail, the count, a 250 px list and only Sair in single mode', async () => {
    const search = vi.fn(async () => [ANA, BRUNO]);
    render(<SelectDialog open title="Escolher responsável" search={search} toItem={toItem} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Escolher responsável' })).toBeInTheDocument();
    expect(screen.getByText('Digite sua busca abaixo em seguida pressione [ENTER]:')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Pesquisar...');
    expect(box).toHaveAccessibleName('Digite sua busca abaixo em seguida pressione [ENTER]:');
    expect(await screen.findByText('2 registro(s) encontrado(s)')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('', expect.any(AbortSignal));
    expect(screen.getByText('ana@asta.demo')).toBeInTheDocument();
    expect(row('Ana Souza').querySelector('img')).toHaveAttribute('src', 'https://cdn.example/ana.png');
    expect(row('Bruno Lima').querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    expect(DEFAULT_AVATAR_URL).toBe('/assets/img/default-avatar.svg');
    expect(screen.getByRole('button', { name: 'Ana Souza' })).toHaveAccessibleDescription('ana@asta.demo');
    const scroll = screen.getByTestId('picker-scroll');
    expect(scroll).toHaveStyle({ height: `${SELECT_LIST_HEIGHT_PX}px`, overflowY: 'auto' });
    expect(SELECT_LIST_HEIGHT_PX).toBe(250);
    expect(screen.getByRole('button', { name: 'Sair da seleção' })).toHaveTextContent(/^Sair$/);
    expect(screen.queryByRole('button', { name: 'Ok' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('hides the avatars when asked', async () => {
    render(
      <SelectDialog
        open
        title="Projetos"
        avatars={false}
        search={async () => [ANA]}
        toItem={toItem}
        onClose={vi.fn()}
      />,
    );
    await screen.findByText('Ana Souza');
    expect(row('Ana Souza').querySelector('img')).toBeNull();
  });

  it('searches SEARCH_DELAY_MS after typing stops, once, and at once on Enter', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = vi.fn(async (term: string) => [ANA, BRUNO, CAIO].filter((p) => p.nome.toLowerCase().includes(term)));
    render(
      <SelectDialog open title="Pessoas" searchOnOpen={false} search={search} toItem={toItem} onClose={vi.fn()} />,
    );
    const box = screen.getByPlaceholderText('Pesquisar...');
    expect(search).not.toHaveBeenCalled();
    for (const value of ['b', 'br', 'bru']) {
      fireEvent.change(box, { target: { value } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS / 2));
    }
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS / 2 - 1));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenLastCalledWith('bru', expect.any(AbortSignal));
    expect(screen.getByText('1 registro(s) encontrado(s)')).toBeInTheDocument();
    expect(SEARCH_DELAY_MS).toBe(100);

    fireEvent.change(box, { target: { value: 'a' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(search).toHaveBeenCalledTimes(2);
    expect(search).toHaveBeenLastCalledWith('a', expect.any(AbortSignal));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 3));
    expect(search).toHaveBeenCalledTimes(2);
    expect(screen.getByText('3 registro(s) encontrado(s)')).toBeInTheDocument();
  });

  it('ignores an older answer that arrives after a newer search', async () => {
    const pending: Record<string, (value: Person[]) => void> = {};
    const search = vi.fn((term: string, signal: AbortSignal) => {
      expect(signal).toBeInstanceOf(AbortSignal);
      return new Promise<Person[]>((resolve) => (pending[term] = resolve));
    });
    const user = userEvent.setup();
    render(
      <SelectDialog open title="Pessoas" searchOnOpen={false} search={search} toItem={toItem} onClose={vi.fn()} />,
    );
    await user.type(screen.getByPlaceholderText('Pesquisar...'), 'a{Enter}');
    await user.type(screen.getByPlaceholderText('Pesquisar...'), 'n{Enter}');
    expect(search.mock.calls[0][1].aborted).toBe(true);
    await act(async () => pending.an([ANA]));
    await act(async () => pending.a([ANA, BRUNO, CAIO]));
    expect(screen.getByText('1 registro(s) encontrado(s)')).toBeInTheDocument();
    expect(screen.queryByText('Bruno Lima')).toBeNull();
  });

  it('single mode closes with the picked item, by click or from the keyboard', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const view = render(
      <SelectDialog open title="Pessoas" search={async () => [ANA, BRUNO]} toItem={toItem} onClose={onClose} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Bruno Lima' }));
    expect(onClose).toHaveBeenCalledWith(BRUNO);

    view.rerender(
      <SelectDialog open={false} title="Pessoas" search={async () => [ANA, BRUNO]} toItem={toItem} onClose={onClose} />,
    );
    view.rerender(
      <SelectDialog open title="Pessoas" search={async () => [ANA, BRUNO]} toItem={toItem} onClose={onClose} />,
    );
    await screen.findByRole('button', { name: 'Ana Souza' });
    await user.click(screen.getByPlaceholderText('Pesquisar...'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Ana Souza' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Bruno Lima' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByPlaceholderText('Pesquisar...')).toHaveFocus();
    await user.keyboard('{ArrowDown}{End}');
    expect(screen.getByRole('button', { name: 'Bruno Lima' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Ana Souza' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onClose).toHaveBeenLastCalledWith(ANA);
  });

  it('multi mode toggles check boxes, Ok loads the chosen ids and closes with the loaded data', async () => {
    const onClose = vi.fn();
    const loaded = [{ ...ANA, nome: 'Ana Souza (completo)' }, CAIO];
    const loadSelected = vi.fn(async () => loaded);
    const user = userEvent.setup();
    render(
      <SelectDialog
        open
        multiple
        title="Pessoas"
        selected={[3]}
        search={async () => [ANA, BRUNO, CAIO]}
        loadSelected={loadSelected}
        toItem={toItem}
        onClose={onClose}
      />,
    );
    const ana = await screen.findByRole('checkbox', { name: 'Ana Souza' });
    expect(ana).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Caio Prado' })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(row('Ana Souza').querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair da seleção' })).toBeInTheDocument();

    await user.click(ana);
    expect(ana).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Bruno Lima' }));
    screen.getByRole('checkbox', { name: 'Bruno Lima' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Bruno Lima' })).not.toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Caio Prado' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(loadSelected).toHaveBeenCalledWith([3, 1]);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(loaded));
  });

  it('multi mode without loadSelected answers the results seen for the chosen ids; Sair and Escape answer null', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const props = { title: 'Pessoas', search: async () => [ANA, BRUNO], toItem, onClose };
    const view = render(<SelectDialog open multiple {...props} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Bruno Lima' }));
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenLastCalledWith([BRUNO]);

    view.rerender(<SelectDialog open={false} multiple {...props} />);
    view.rerender(<SelectDialog open multiple {...props} />);
    expect(await screen.findByRole('checkbox', { name: 'Bruno Lima' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sair da seleção' }));
    expect(onClose).toHaveBeenLastCalledWith(null);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onClose).toHaveBeenLastCalledWith(null);
  });

  it('keeps the dialog open with the message when loading the chosen ids fails', async () => {
    const onClose = vi.fn();
    const loadSelected = vi
      .fn()
      .mockRejectedValueOnce(new Error('Usuário não encontrado.'))
      .mockResolvedValueOnce([ANA]);
    const user = userEvent.setup();
    render(
      <SelectDialog
        open
        multiple
        title="Pessoas"
        search={async () => [ANA]}
        loadSelected={loadSelected}
        toItem={toItem}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Ana Souza' }));
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith([ANA]));
  });

  it('shows loading, then the error message with a retry, then the empty state', async () => {
    let fail: (error: Error) => void = () => undefined;
    const search = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce([]);
    const user = userEvent.setup();
    render(<SelectDialog open title="Pessoas" search={search} toItem={toItem} onClose={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.getByTestId('picker-scroll')).toHaveAttribute('aria-busy', 'true');
    await act(async () => fail(new Error('Não foi possível falar com o servidor.')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível falar com o servidor.');
    expect(screen.queryByText(/registro\(s\) encontrado\(s\)/)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(search).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.getByText('0 registro(s) encontrado(s)')).toBeInTheDocument();
  });

  it('speaks English and Spanish too', async () => {
    const { applyLanguage } = await import('../../lib/i18n.ts');
    await act(() => applyLanguage('en'));
    const view = render(
      <SelectDialog open multiple title="People" search={async () => [ANA]} toItem={toItem} onClose={vi.fn()} />,
    );
    expect(screen.getByPlaceholderText('Search...')).toBeInTheDocument();
    expect(await screen.findByText('1 record(s) found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit selection' })).toBeInTheDocument();
    view.unmount();
    await act(() => applyLanguage('es'));
    render(<SelectDialog open title="Personas" search={async () => [ANA]} toItem={toItem} onClose={vi.fn()} />);
    expect(screen.getByText('Escriba su búsqueda abajo y luego presione [ENTER]:')).toBeInTheDocument();
    expect(await screen.findByText('1 registro(s) encontrado(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir de la selección' })).toBeInTheDocument();
  });
});
