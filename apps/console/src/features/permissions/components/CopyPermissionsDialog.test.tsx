import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { permissionsAdmin, permissionsApi, who, whoPage } from '../test-fixtures.ts';

const COPY = 'POST /api/v2/admin/permission/copy';
const copies = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/v2/admin/permission/copy').map((call) => call.body);

const CARLA = who(11, 'Carla Dias');
const DANI = who(13, 'Dani Rocha');
const CHANGES = [
  {
    user_id: 11,
    name: 'Carla Dias',
    added: ['feed', 'feed.criar', 'bi:vendas'],
    removed: ['forum'],
    platform: ['feed'],
  },
  { user_id: 13, name: 'Dani Rocha', added: [], removed: [], platform: [] },
];

/** Opens the copy, picks Carla and Dani (Bruno, the source, is never offered) and answers the preview dialog. */
async function pickTargets() {
  await userEvent.click(await screen.findByRole('button', { name: 'Copiar para outros usuários' }));
  const select = screen.getByRole('dialog', { name: 'Copiar as permissões de Bruno Lima' });
  await within(select).findByText('Carla Dias');
  expect(within(select).queryByText('Bruno Lima')).toBeNull();
  await userEvent.click(within(select).getByRole('checkbox', { name: 'Carla Dias' }));
  await userEvent.click(within(select).getByRole('checkbox', { name: 'Dani Rocha' }));
  await userEvent.click(within(select).getByRole('button', { name: 'Ok' }));
}

describe("a user's permission screen: bulk copy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews the changes per user, then saves them with progress and a summary', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      'GET /api/v2/admin/asap-user/list/permission': { body: whoPage([who(12, 'Bruno Lima'), CARLA, DANI]) },
      'GET /api/v2/admin/permission/bi/12': ok([{ key: 'vendas', name: 'Vendas do mês', granted: true }]),
      [COPY]: (call) => ok({ applied: !(call.body as { dry_run: boolean }).dry_run, changes: CHANGES }),
    });
    renderApp('/permissoes/12');
    await pickTargets();

    const preview = await screen.findByRole('list', { name: 'Alterações por usuário' });
    expect(screen.getByText('As permissões mudam para 1 de 2 usuário(s) escolhido(s).')).toBeInTheDocument();
    // The copy carries modules, sub-permissions and BI only: the preview says folder grants stay as they are.
    expect(
      screen.getByText('As permissões de pastas não são copiadas: cada usuário mantém as que já tem.'),
    ).toBeInTheDocument();
    const carla = within(preview).getByRole('listitem', { name: 'Carla Dias' });
    expect(carla).toHaveTextContent('Passa a ter:FeedFeed › CriarBI: Vendas do mês');
    expect(carla).toHaveTextContent('Deixa de ter:Fórum');
    expect(carla).toHaveTextContent('Plataformas mudam em:Feed');
    expect(within(preview).getByRole('listitem', { name: 'Dani Rocha' })).toHaveTextContent('Sem alterações');
    expect(copies(calls)).toEqual([{ from_user_id: 12, to_user_ids: [11, 13], dry_run: true }]);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar para 1 usuário(s)' }));
    expect(await screen.findByText('Permissões copiadas para 1 usuário(s).')).toBeInTheDocument();
    expect(screen.getByText('1 usuário(s) já tinham estas permissões.')).toBeInTheDocument();
    // Only the users whose permissions change are written.
    expect(copies(calls)[1]).toEqual({ from_user_id: 12, to_user_ids: [11], dry_run: false });
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves in batches with progress and names the users a batch failed for', async () => {
    signIn(permissionsAdmin());
    const many = Array.from({ length: 12 }, (_, i) => who(100 + i, `Pessoa ${String(i + 1).padStart(2, '0')}`));
    const changes = many.map((user) => ({
      user_id: user.user_id,
      name: user.name,
      added: ['feed'],
      removed: [],
      platform: [],
    }));
    let saves = 0;
    const { calls } = permissionsApi({
      'GET /api/v2/admin/asap-user/list/permission': { body: whoPage(many) },
      [COPY]: (call) => {
        const body = call.body as { dry_run: boolean };
        if (body.dry_run) return ok({ applied: false, changes });
        saves += 1;
        return saves === 2
          ? failure(403, 'Você não pode conceder uma permissão que não possui.')
          : ok({ applied: true, changes: [] });
      },
    });
    // The second batch waits until the test has seen the progress of the first.
    let release: () => void = () => undefined;
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(init?.body ?? '').includes('"to_user_ids":[110,111]'))
        await new Promise<void>((resolve) => (release = resolve));
      return answer(input, init);
    });
    renderApp('/permissoes/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar para outros usuários' }));
    const select = screen.getByRole('dialog', { name: 'Copiar as permissões de Bruno Lima' });
    await within(select).findByText('Pessoa 01');
    for (const user of many) await userEvent.click(within(select).getByRole('checkbox', { name: user.name }));
    await userEvent.click(within(select).getByRole('button', { name: 'Ok' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar para 12 usuário(s)' }));
    expect(await screen.findByText('Salvando: 10 de 12 usuário(s)...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da cópia' })).toHaveAttribute('aria-valuenow', '83');
    release();
    expect(await screen.findByText('Permissões copiadas para 10 usuário(s).')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Não foi possível salvar para Pessoa 11, Pessoa 12: Você não pode conceder uma permissão que não possui.',
      ),
    ).toBeInTheDocument();
    expect(
      copies(calls)
        .slice(1)
        .map((body) => (body as { to_user_ids: number[] }).to_user_ids.length),
    ).toEqual([10, 2]);
  });

  it('shows a failed preview with a retry, and goes back to choosing', async () => {
    signIn(permissionsAdmin());
    let fail = true;
    permissionsApi({
      'GET /api/v2/admin/asap-user/list/permission': { body: whoPage([CARLA, DANI]) },
      [COPY]: () =>
        fail
          ? failure(422, 'O usuário de origem não pode estar entre os destinos.')
          : ok({ applied: false, changes: CHANGES }),
    });
    renderApp('/permissoes/12');
    await pickTargets();
    expect(await screen.findByText('O usuário de origem não pode estar entre os destinos.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Alterações por usuário' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Escolher outros usuários' }));
    expect(await screen.findByRole('button', { name: 'Ok' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sair da seleção' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
