import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { mockFetch } from '../test/api-stubs.ts';
import { mockSignedInApi, signIn } from '../test/signed-in.ts';
import { renderApp } from '../test/utils.tsx';
import { documentTitle } from './document-title.ts';

describe('browser tab title', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins screen and client, falling back to the product name', () => {
    expect(documentTitle('Usuários', 'Asta', 'Console administrativo')).toBe('Usuários · Asta');
    expect(documentTitle('Escolha sua organização', '', 'Console administrativo')).toBe(
      'Escolha sua organização · Console administrativo',
    );
    expect(documentTitle(null, 'Asta', 'Console administrativo')).toBe('Asta');
    expect(documentTitle(null, null, 'Console administrativo')).toBe('Console administrativo');
  });

  it.each([
    ['/', 'Início · Asta'],
    ['/-pessoas', 'Pessoas · Asta'],
    ['/cursos', 'Erro 403 · Asta'],
    ['/erros/%20', 'Erro 403 · Asta'],
  ])('names the screen and the signed-in client on %s', async (path, title) => {
    signIn();
    mockSignedInApi();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the interface language', async () => {
    signIn();
    mockSignedInApi();
    renderApp('/-pessoas');
    await waitFor(() => expect(document.title).toBe('Pessoas · Asta'));
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('People · Asta'));
    await act(() => changeLanguage('pt-br'));
  });

  it('names the client on its login page and on the welcome e-mail page', async () => {
    mockFetch({});
    const { router } = renderApp('/smartfit/login');
    await waitFor(() => expect(document.title).toBe('Entrar · Smart Fit'));
    await act(() => router.navigate('/auth'));
    await waitFor(() => expect(document.title).toBe('Escolha sua organização · Console administrativo'));
    await act(() => router.navigate('/auth/definir-senha?client_id=3&token=x'));
    await waitFor(() => expect(document.title).toBe('Definir senha · Asta'));
  });
});
