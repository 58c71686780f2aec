import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { keysetPage, signIn } from '../../../test/utils.tsx';
import { adminWith, collectionsApi } from './form-fixtures.ts';
import { MultiPickControl } from './MultiPickControl.tsx';

const admin = adminWith(['cursos', 'instrutores'], ['instrutores.editar']);
const cursos = [
  { id: 11, titulo: 'Atendimento', labels: {} },
  { id: 12, titulo: 'Vendas, nível 1', labels: {} },
  { id: 13, titulo: 'Liderança', labels: {} },
];

function Harness({ onChange, start }: { onChange: (ids: number[]) => void; start: number[] }) {
  const [value, setValue] = useState(start);
  return (
    <MultiPickControl
      kind="reference"
      target="cursos"
      label="Cursos que ministra"
      name="cursos"
      value={value}
      initialNames={start.length ? 'Atendimento' : null}
      onChange={(ids) => (setValue(ids), onChange(ids))}
      onBlur={() => {}}
      inputRef={() => {}}
      required={false}
      readOnly={false}
      help={null}
    />
  );
}

describe("a multiple reference (an instructor's courses)", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the chosen names as chips, searches while typing and adds and removes by keyboard', async () => {
    signIn(admin);
    const searched: string[] = [];
    collectionsApi(admin, {
      'GET /api/v2/admin/cursos': (call) => {
        const term = call.query.get('search') ?? '';
        searched.push(term);
        return { body: keysetPage(cursos.filter((c) => c.titulo.toLowerCase().includes(term.toLowerCase()))) };
      },
    });
    const onChange = vi.fn();
    render(
      <AppProviders>
        <Harness onChange={onChange} start={[11]} />
      </AppProviders>,
    );
    const input = screen.getByRole('combobox', { name: 'Cursos que ministra' });
    expect(screen.getByRole('button', { name: 'Atendimento' })).toBeTruthy();

    await userEvent.click(input);
    await userEvent.type(input, 'vend');
    // The search waits for the typing to pause, then asks the collection's own search.
    await waitFor(() => expect(searched).toContain('vend'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Vendas, nível 1']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([11, 12]));
    expect(screen.getByRole('button', { name: 'Vendas, nível 1' })).toBeTruthy();

    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([11]));
    expect(screen.queryByRole('button', { name: 'Vendas, nível 1' })).toBeNull();
  });
});
