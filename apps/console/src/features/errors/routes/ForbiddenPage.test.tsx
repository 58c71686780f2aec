import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setClientId } from '../../../lib/session.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';

const renderPage = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', Component: ForbiddenPage }], { initialEntries: ['/erros/%20'] })} />);

describe('403 page', () => {
  it('shows the texts and links back to the stored client login', () => {
    setClientId(9);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Erro 403' })).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para acessar este conteúdo!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/action-aid/login');
  });

  it('links to /auth without a stored client', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth');
  });
});
