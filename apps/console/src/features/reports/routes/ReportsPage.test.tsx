import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionByEntity, COLLECTIONS, metaOf, type Grants } from '@console/contract';
import { ok } from '../../../test/api-answers.ts';
import { mockFetch } from '../../../test/api-stubs.ts';
import { signedInStubs, signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';

const grants = (tags: string[]): Grants => ({
  resource: tags.map((tag) => ({ tag, enabled: true })),
  resource_sub: [],
});
const META = [
  metaOf(collectionByEntity('produtos')!, COLLECTIONS, 'pt-br', grants(['ecommerce', 'ecommerce.exportar'])),
  metaOf(collectionByEntity('cursos')!, COLLECTIONS, 'pt-br', grants(['cursos'])),
];

describe('reports page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the catalogue of reports, lists every list the user may open by hub, exports one as Excel with the token, and filters by name', async () => {
    signIn();
    const { calls } = mockFetch({
      ...signedInStubs(),
      'GET /api/v2/admin/sys/collections': ok(META),
      'GET /api/v2/admin/produtos': { body: 'xlsx-bytes' },
      'GET /api/v2/admin/relatorios': ok({
        reports: [
          {
            key: 'pedidos',
            area: 'pedidos',
            label: 'Pedidos e receita',
            description: 'Pedidos por dia no período.',
            filters: ['periodo'],
            statuses: [],
          },
        ],
        groups: [],
        regionals: [],
        can_export: true,
      }),
    });
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderApp('/relatorios/3');

    const catalogue = await screen.findByRole('region', { name: 'Catálogo de relatórios' });
    expect(await within(catalogue).findByRole('link', { name: /Pedidos e receita/ })).toHaveAttribute(
      'href',
      '/relatorios/3/pedidos',
    );
    // Client administrators do not see the summary of every client.
    expect(screen.queryByRole('region', { name: 'Resumo de todos os clientes' })).not.toBeInTheDocument();
    const commercial = await screen.findByRole('region', { name: 'Comercial' });
    expect(within(commercial).getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', '/ecommerce');
    const learning = screen.getByRole('region', { name: 'Aprendizagem' });
    expect(within(learning).getByText('Sem permissão para exportar')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(commercial).getByRole('button', { name: 'Exportar Produtos em Excel' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/v2/admin/produtos' && c.query.get('format') === 'xlsx')).toBe(true),
    );
    expect(await screen.findByText('Relatório produtos.xlsx baixado.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar lista' }), 'curs');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Comercial' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Cursos' })).toBeInTheDocument();
  });
});
