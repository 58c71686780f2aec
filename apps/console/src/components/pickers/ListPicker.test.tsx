import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SELECT_LIST_HEIGHT_PX } from '@console/contract';
import { ListPicker } from './ListPicker.tsx';

const GROUPS = [
  { id: 10, nome: 'Gestão', sigla: 'GES' },
  { id: 11, nome: 'Comunicação', sigla: 'COM' },
  { id: 12, nome: 'Educação', sigla: 'EDU' },
  { id: 13, nome: 'Financeiro', sigla: 'FIN' },
];
const MODULES = ['Relatórios', 'Usuários', 'Feed', 'Fórum'];

describe('ListPicker', () => {
  it('shows the filter prompt and box, the whole list in a 250 px box, the count and only Sair in single mode', () => {
    render(
      <ListPicker
        open
        title="Escolher grupo"
        items={GROUPS}
        filterField="nome"
        detailField="sigla"
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Escolher grupo' })).toBeInTheDocument();
    expect(screen.getByText('Digite abaixo para filtrar a lista:')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filtrar...')).toHaveAccessibleName('Digite abaixo para filtrar a lista:');
    expect(within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Gestão' })).toHaveAccessibleDescription('GES');
    expect(screen.getByRole('button', { name: 'Gestão' }).querySelector('img')).toBeNull();
    expect(screen.getByText('4 registro(s) encontrado(s)')).toBeInTheDocument();
    expect(screen.getByTestId('picker-scroll')).toHaveStyle({
      height: `${SELECT_LIST_HEIGHT_PX}px`,
      overflowY: 'auto',
    });
    expect(screen.getByRole('button', { name: 'Sair da seleção' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ok' })).toBeNull();
  });

  it('filters while typing on the description field, ignoring case and accents', async () => {
    const user = userEvent.setup();
    render(<ListPicker open title="Grupos" items={GROUPS} filterField="nome" onClose={vi.fn()} />);
    await user.type(screen.getByPlaceholderText('Filtrar...'), 'CAO');
    expect(screen.getByRole('button', { name: 'Comunicação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Educação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gestão' })).toBeNull();
    expect(screen.getByText('2 registro(s) encontrado(s)')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Filtrar...'), 'xyz');
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.getByText('0 registro(s) encontrado(s)')).toBeInTheDocument();
  });

  it('filters string items on themselves and closes with the picked one (single mode)', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ListPicker open title="Módulo" items={MODULES} onClose={onClose} />);
    await user.type(screen.getByPlaceholderText('Filtrar...'), 'forum');
    expect(screen.getAllByRole('button', { name: /Fórum|Feed|Usuários|Relatórios/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Fórum' }));
    expect(onClose).toHaveBeenCalledWith('Fórum');
  });

  it('multi mode toggles, keeps choices hidden by the filter, and Ok closes with the chosen items in list order', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <ListPicker open multiple title="Grupos" items={GROUPS} filterField="nome" selected={[13]} onClose={onClose} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Financeiro' })).toBeChecked();
    await user.type(screen.getByPlaceholderText('Filtrar...'), 'edu');
    await user.click(screen.getByRole('checkbox', { name: 'Educação' }));
    await user.clear(screen.getByPlaceholderText('Filtrar...'));
    await user.click(screen.getByRole('checkbox', { name: 'Gestão' }));
    expect(screen.getByRole('checkbox', { name: 'Educação' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledWith([GROUPS[0], GROUPS[2], GROUPS[3]]);
  });

  it('works from the keyboard: ArrowDown reaches items, Space toggles, Escape is Sair', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ListPicker open multiple title="Módulos" items={MODULES} onClose={onClose} />);
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(screen.getByRole('checkbox', { name: 'Usuários' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Usuários' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Usuários' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('uses getId for items without an id and answers Sair with null', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const items = [
      { codigo: 'a1', titulo: 'Primeiro' },
      { codigo: 'b2', titulo: 'Segundo' },
    ];
    render(
      <ListPicker
        open
        multiple
        title="Itens"
        items={items}
        filterField="titulo"
        getId={(item) => item.codigo}
        onClose={onClose}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Segundo' }));
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenLastCalledWith([items[1]]);
    await user.click(screen.getByRole('button', { name: 'Sair da seleção' }));
    expect(onClose).toHaveBeenLastCalledWith(null);
  });

  it('speaks Spanish', async () => {
    const { applyLanguage } = await import('../../lib/i18n.ts');
    await act(() => applyLanguage('es'));
    render(<ListPicker open multiple title="Módulos" items={MODULES} onClose={vi.fn()} />);
    expect(screen.getByText('Escriba abajo para filtrar la lista:')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filtrar...')).toBeInTheDocument();
    expect(screen.getByText('4 registro(s) encontrado(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir de la selección' })).toBeInTheDocument();
  });
});
