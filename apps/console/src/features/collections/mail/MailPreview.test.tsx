import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { mockSignedInApi, ok, signIn } from '../../../test/utils.tsx';
import { adminWith, metaFor } from '../form/form-fixtures.ts';
import { MailPreview } from './MailPreview.tsx';

const PATH = '/api/v2/admin/templates-email/7';

describe("a mail template's preview", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the rendered mail in a sandboxed frame, warns of unknown placeholders and sends a test to me', async () => {
    const user = adminWith(['templates-email'], ['templates-email.visualizar', 'templates-email.testar']);
    signIn(user);
    const api = mockSignedInApi({
      [`POST ${PATH}/preview`]: ok({
        subject: 'Bem-vinda, Maria',
        html: '<p>Olá &lt;b&gt;Maria</p>',
        text: 'Olá Maria',
        unknown: ['inexistente'],
      }),
      [`POST ${PATH}/teste`]: ok({ to: 'admin@asta.demo', outbox_id: 9 }),
    });
    const meta = metaFor(['templates-email'], user)[0];
    render(
      <AppProviders>
        <MailPreview meta={meta} id={7} />
      </AppProviders>,
    );
    const frame = await screen.findByTitle('Pré-visualização do e-mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Olá &lt;b&gt;Maria</p>');
    expect(screen.getByText('Assunto: Bem-vinda, Maria')).toBeInTheDocument();
    expect(screen.getByText(/\{\{inexistente\}\}/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar teste para mim' }));
    expect(await screen.findByText('Teste enviado para admin@asta.demo pela caixa de saída.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${PATH}/teste`)).toBe(true);
  });
});
