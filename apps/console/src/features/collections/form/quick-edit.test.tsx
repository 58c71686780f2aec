import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { failure, ok, signIn, type Call } from '../../../test/utils.tsx';
import { adminWith, collectionsApi, metaFor } from './form-fixtures.ts';
import { QuickEditModal, quickCovers, quickLayout } from './quick-edit.tsx';

const user = adminWith(
  ['banners', 'categorias-produto'],
  ['banners.criar', 'banners.editar', 'categorias-produto.criar'],
);
const [banners, categories] = metaFor(['banners', 'categorias-produto'], user);
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}[\\s*\\u2009]*$`) });

const BANNER = {
  id: 3,
  titulo: 'Verão',
  imagem: '/media/3/images/v.png',
  descricao: 'Ofertas',
  link: null,
  posicao: 'home',
  inicio: null,
  fim: null,
  ordem: 1,
  ativo: true,
  labels: {},
};

describe('quick create and edit in the generic edit modal', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('maps a quick definition: the title and required texts as fields, the 110/33 image as the banner, descricao as Descrição', () => {
    expect(quickLayout(banners)).toEqual({
      fields: [{ fieldName: 'titulo', fieldLabel: 'Título' }],
      image: 'imagem',
      description: 'descricao',
    });
    expect(quickLayout(categories)).toEqual({
      fields: [{ fieldName: 'nome', fieldLabel: 'Nome' }],
      image: 'imagem',
      description: 'descricao',
    });
  });

  it('hides no field: a collection with fields the modal leaves out (banners: link, position, period, order, active) opens the full form', () => {
    expect(quickCovers(banners)).toBe(false);
    expect(quickCovers(categories)).toBe(true);
  });

  it('edits a banner: its values in the modal, the save through the data provider, a server refusal on its field', async () => {
    signIn(user);
    let refuse = true;
    const { calls } = collectionsApi(user, {
      'PUT /api/v2/admin/banners/3': (call: Call) =>
        refuse
          ? ((refuse = false),
            failure(422, 'Os dados enviados são inválidos.', { descricao: ['Máximo de 1000 caracteres.'] }))
          : ok({ ...BANNER, ...(call.body as object) }),
    });
    const onClose = vi.fn();
    render(
      <AppProviders>
        <QuickEditModal meta={banners} open record={BANNER} onClose={onClose} />
      </AppProviders>,
    );
    expect(screen.getByRole('dialog', { name: 'Editar: Banner' })).toBeInTheDocument();
    expect(box('Título')).toHaveValue('Verão');
    expect(box('Descrição')).toHaveValue('Ofertas');
    expect(screen.getByRole('img', { name: 'Imagem do banner' })).toBeInTheDocument();
    const typing = userEvent.setup();
    await typing.type(box('Título'), ' 2027');
    await typing.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Máximo de 1000 caracteres.')).toBeInTheDocument();
    expect(box('Descrição')).toHaveAccessibleDescription('Máximo de 1000 caracteres.');
    expect(onClose).not.toHaveBeenCalled();
    await typing.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.at(-1)?.path).toBe('/api/v2/admin/banners/3');
    expect(puts.at(-1)?.body).toEqual({ titulo: 'Verão 2027', imagem: '/media/3/images/v.png', descricao: 'Ofertas' });
    expect(await screen.findByText('Banner salvo(a).')).toBeInTheDocument();
  });
});
