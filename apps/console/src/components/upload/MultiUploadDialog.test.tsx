import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@console/contract';
import { MultiUploadDialog } from './MultiUploadDialog.tsx';
import type { Uploader } from './upload-api.ts';

const result = (name: string): UploadedFile => ({
  path: `/media/3/images/${name}`,
  name,
  size: 3,
  format: 'png',
  aspect: 1,
});

describe('MultiUploadDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('previews, removes before sending, sends one after the other and summarises the failures', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const order: string[] = [];
    let release: () => void = () => undefined;
    const upload = vi.fn<Uploader>(async (_file, name, onProgress) => {
      order.push(`start ${name}`);
      onProgress(50);
      if (name === 'a.png') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${name}`);
      if (name === 'c.pdf') throw new Error('Arquivo grande demais.');
      return result(name);
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    const view = render(<MultiUploadDialog open onClose={onClose} upload={upload} />);
    await user.upload(screen.getByLabelText('Escolher arquivos'), [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.mp4', { type: 'video/mp4' }),
      new File(['c'], 'c.pdf', { type: 'application/pdf' }),
      new File(['d'], 'd.png', { type: 'image/png' }),
      new File(['e'], 'e.svg', { type: 'image/svg+xml' }),
    ]);
    expect(screen.getByText('Erro ao carregar o arquivo.')).toBeInTheDocument();
    expect(screen.getByText('Recusados: e.svg')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Arquivos a enviar' });
    expect(within(list).getByRole('img', { name: 'a.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(list).getByLabelText('b.mp4').tagName).toBe('VIDEO');
    await user.click(screen.getByRole('button', { name: 'Remover d.png' }));
    expect(within(list).queryByText('d.png')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('progressbar', { name: 'Progresso de a.png' })).toHaveAttribute('aria-valuenow', '50');
    expect(upload).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByText('2 enviado(s), 1 com falha')).toBeInTheDocument();
    expect(order).toEqual(['start a.png', 'end a.png', 'start b.mp4', 'end b.mp4', 'start c.pdf', 'end c.pdf']);
    expect(screen.getByText('c.pdf: Arquivo grande demais.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(onClose).toHaveBeenCalledWith([result('a.png'), result('b.mp4')]);
    view.unmount();
    await waitFor(() => expect(revoke).toHaveBeenCalled());
  });
});
