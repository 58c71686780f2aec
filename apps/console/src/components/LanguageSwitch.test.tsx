import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../lib/session.ts';
import { failure, ok } from '../test/api-answers.ts';
import { type Call } from '../test/api-stubs.ts';
import { mockSignedInApi, signIn, USER } from '../test/signed-in.ts';
import { renderApp } from '../test/utils.tsx';

const saved = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/api/v2/client/user/language').map((c) => c.body);

describe('language switch (SPEC.md §3 language, §4 sign-in)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the header's choice in the user's profile, so the next sign-in applies it, and sets <html lang>", async () => {
    signIn();
    const { calls } = mockSignedInApi({
      'PUT /api/v2/client/user/language': (call) => ok({ language: (call.body as { language: string }).language }),
    });
    renderApp('/');
    const user = userEvent.setup();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    await user.selectOptions(within(await screen.findByRole('banner')).getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(saved(calls)).toEqual([{ language: 'en' }]));
    await waitFor(() => expect(getSession().user?.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    await user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    await waitFor(() => expect(saved(calls)).toEqual([{ language: 'en' }, { language: 'es' }]));
  });

  it('names each language in itself, marked with its own lang (issue 27)', async () => {
    signIn();
    mockSignedInApi({});
    renderApp('/');
    const banner = await screen.findByRole('banner', {}, { timeout: 15_000 });
    const select = within(banner).getByRole('combobox', { name: 'Idioma' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['Português', 'pt-BR'],
      ['English', 'en'],
      ['Español', 'es'],
    ]);
  });

  it('says so when the profile could not keep it; the interface still switches', async () => {
    signIn({ ...USER, language: 'pt-br' });
    mockSignedInApi({
      'PUT /api/v2/client/user/language': failure(500, 'Erro interno.'),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.selectOptions(within(await screen.findByRole('banner')).getByRole('combobox', { name: 'Idioma' }), 'es');
    expect(
      await screen.findByText(/No se pudo guardar el idioma en su perfil: volverá al iniciar sesión\./),
    ).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es');
  });
});
