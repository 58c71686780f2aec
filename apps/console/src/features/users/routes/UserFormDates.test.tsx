import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { keysetPage, ok, renderApp, signIn } from '../../../test/utils.tsx';
import { ALL_SUBS, BRUNO, RECORD, adminWith, usersApi } from '../test-fixtures.ts';

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('user form: dates in the interface language (issue 27)', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => applyLanguage('pt-br'));
  });

  it('shows the date of birth as the interface language writes it: 05/03/1990 in pt-br and es, 03/05/1990 in en', async () => {
    signIn(adminWith(ALL_SUBS));
    usersApi({
      'GET /api/v2/admin/asap-user/dados/12': ok(RECORD),
      'GET /api/v2/admin/asap-user': { body: keysetPage([BRUNO]) },
    });
    renderApp('/usuarios/12');
    expect(
      await screen.findByRole('heading', { name: 'Editar usuário: Bruno Lima', level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(box('Data de nascimento')).toHaveValue('05/03/1990');
    await act(() => applyLanguage('en'));
    await waitFor(() => expect(box('Date of birth')).toHaveValue('03/05/1990'));
    await act(() => applyLanguage('es'));
    await waitFor(() => expect(box('Fecha de nacimiento')).toHaveValue('05/03/1990'));
  });
});
