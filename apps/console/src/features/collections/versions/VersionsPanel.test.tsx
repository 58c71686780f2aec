import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { failure, mockSignedInApi, ok, signIn } from '../../../test/utils.tsx';
import { adminWith, metaFor } from '../form/form-fixtures.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

const BASE = '/api/v2/admin/paginas/9/versions';
const by = { id: 1, name: 'Ana Souza' };
const VERSIONS = [
  { number: 3, draft: true, by, at: '2026-05-02T12:00:00.000Z' },
  { number: 2, draft: false, by, at: '2026-05-01T12:00:00.000Z' },
  { number: 1, draft: false, by: null, at: '2026-04-30T12:00:00.000Z' },
];
const VALUES = {
  titulo: 'Quem somos',
  slug: 'quem-somos',
  tipo: 'institucional',
  imagem_topo: null,
  conteudo: '<h2>Nossa história</h2><p>Texto da <strong>primeira</strong> versão.</p>',
  status: 'publicado',
};

function renderPanel(subs: string[], handlers: Parameters<typeof mockSignedInApi>[0] = {}) {
  const user = adminWith(['paginas'], subs);
  signIn(user);
  const api = mockSignedInApi({ [`GET ${BASE}`]: ok(VERSIONS), ...handlers });
  const onRestored = vi.fn();
  render(
    <AppProviders>
      <VersionsPanel meta={metaFor(['paginas'], user)[0]} id={9} name="Quem somos" onRestored={onRestored} />
    </AppProviders>,
  );
  return { api, onRestored };
}

/** A version's button: "<action> Versão n". */
const action = (verb: string, number: number) => `${verb} Versão ${number}`;

const itemOf = async (number: number) =>
  (await screen.findByRole('button', { name: action('Ver', number) })).closest('li') as HTMLElement;

describe('the versions panel of a record', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists number, who, when, draft or published, the current one marked; a preview shows the values', async () => {
    renderPanel(['paginas.editar'], { [`GET ${BASE}/1`]: ok({ ...VERSIONS[2], values: VALUES }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Versões' })).toBeInTheDocument();
    const draft = await itemOf(3);
    expect(draft).toHaveTextContent('Rascunho');
    expect(within(draft).getByRole('button', { name: action('Publicar', 3) })).toBeInTheDocument();
    const current = await itemOf(2);
    expect(current).toHaveTextContent('Atual');
    expect(current).toHaveTextContent('Ana Souza em');
    expect(within(current).queryByRole('button', { name: /Restaurar/ })).toBeNull();
    const first = await itemOf(1);
    expect(first).toHaveTextContent('Usuário removido');
    await userEvent.click(within(first).getByRole('button', { name: action('Ver', 1) }));
    const preview = await screen.findByRole('dialog', { name: 'Versão 1 de Quem somos' });
    expect(await within(preview).findByText('Nossa história')).toBeInTheDocument();
    expect(within(preview).getByText('primeira').tagName).toBe('STRONG');
    expect(within(preview).queryByText(/<p>/)).toBeNull();
  });

  it('restores after a confirmation and says so; the page is told of the record restored', async () => {
    const row = { id: 9, labels: {}, ...VALUES };
    const { api, onRestored } = renderPanel(['paginas.editar'], { [`POST ${BASE}/1/restore`]: ok(row) });
    await userEvent.click(within(await itemOf(1)).getByRole('button', { name: action('Restaurar', 1) }));
    const confirm = await screen.findByRole('dialog', { name: 'Restaurar a versão 1?' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Versão 1 restaurada.')).toBeInTheDocument();
    expect(onRestored).toHaveBeenCalledWith(row);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${BASE}/1/restore`]);
  });

  it('a refused publish is told in an error message and the page is not told of a restore', async () => {
    const { onRestored } = renderPanel(['paginas.editar'], {
      [`POST ${BASE}/3/restore`]: failure(409, 'Dados em conflito.', {
        slug: ['Já existe um registro com este valor.'],
      }),
    });
    await userEvent.click(within(await itemOf(3)).getByRole('button', { name: action('Publicar', 3) }));
    const confirm = await screen.findByRole('dialog', { name: 'Publicar o rascunho 3?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Já existe um registro com este valor.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('without editar: versions are read, never restored', async () => {
    renderPanel([]);
    await itemOf(1);
    expect(screen.queryByRole('button', { name: /Restaurar|Publicar/ })).toBeNull();
  });
});
