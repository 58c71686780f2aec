import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticatedUser, BirthdayItem } from '@console/contract';
import { USER, mockSignedInApi, page, renderApp, signIn } from '../../../test/utils.tsx';

const ADMIN: AuthenticatedUser = { ...USER, resource: [...USER.resource, { tag: 'aniversariantes', enabled: true }] };
const CAIO: BirthdayItem = {
  id: 7,
  name: 'Caio Rocha',
  email: 'caio@asta.demo',
  picture: null,
  birth_date: '1987-11-05',
  day: 5,
  turns: 39,
  group_name: 'Equipe Sul',
};
describe('birthdays page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the month's birthdays by day, asks for another month through the URL, and says when a month has none", async () => {
    signIn(ADMIN);
    const { calls } = mockSignedInApi({
      'GET /api/v2/admin/aniversariantes': (call) => ({ body: page(call.query.get('month') === '11' ? [CAIO] : []) }),
    });
    const { router } = renderApp('/aniversariantes?month=11');
    const table = await screen.findByRole('table', { name: 'Aniversariantes' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Caio Rocha')).toBeInTheDocument();
    expect(within(row).getByText('05/11/1987')).toBeInTheDocument();
    expect(within(row).getByText('39')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Mês' }));
    await user.click(await screen.findByRole('option', { name: 'dezembro' }));
    await waitFor(() => expect(router.state.location.search).toContain('month=12'));
    expect(await screen.findByText('Nenhum aniversariante em dezembro.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v2/admin/aniversariantes').map((c) => c.query.get('month'))).toEqual([
      '11',
      '12',
    ]);
  });
});
