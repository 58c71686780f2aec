import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DownloadOptions, ExportFile } from '../lib/data-provider.ts';
import { ApiError } from '../lib/http.ts';
import { i18n } from '../lib/i18n.ts';
import { ExportButton } from './ExportButton.tsx';
import { ToastProvider } from './toast.tsx';

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  </I18nextProvider>
);

/** The one export button of every list: xlsx by default, csv from its menu, progress and size while it arrives. */

function saving() {
  const created = vi.fn(() => 'blob:export');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { created, click };
}

describe('ExportButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads xlsx with a progress bar and the size received, then saves the file', async () => {
    const { click } = saving();
    let asked: DownloadOptions | undefined;
    let finish: (file: ExportFile) => void = () => {};
    const target = vi.fn((options: DownloadOptions) => {
      asked = options;
      return new Promise<ExportFile>((resolve) => (finish = resolve));
    });
    render(
      <Providers>
        <ExportButton target={target} />
      </Providers>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(asked?.format).toBe('xlsx');
    expect(await screen.findByRole('progressbar', { name: 'Exportando' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    asked?.onProgress?.({ loaded: 2_621_440, total: null });
    expect(await screen.findByText(/^Baixando\.\.\. 2,5 MB$/)).toBeInTheDocument();
    asked?.onProgress?.({ loaded: 2_621_440, total: 5_242_880 });
    expect(await screen.findByText(/^Baixando\.\.\. 50% \(2,5 MB\)$/)).toBeInTheDocument();
    finish({ blob: new Blob(['x']), filename: 'usuarios-2026-03-02.xlsx' });
    expect(await screen.findByText('Arquivo usuarios-2026-03-02.xlsx baixado.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('offers csv in its menu, and says nicely when the area’s exportar is missing', async () => {
    saving();
    const target = vi.fn(async ({ format }: DownloadOptions): Promise<ExportFile> => {
      if (format === 'csv') return { blob: new Blob(['a;b']), filename: 'lista.csv' };
      throw new ApiError('Sem permissão.', 403);
    });
    render(
      <Providers>
        <ExportButton target={target} />
      </Providers>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Formatos de exportação' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Arquivo lista.csv baixado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Você não tem permissão para exportar esta lista.')).toBeInTheDocument();
  });
});
