import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_ASPECT_RATIO, INVALID_FILE_ALERT, type UploadedFile } from '@console/contract';
import { lastXhr, mockXhr } from '../../test/xhr.ts';
import { UploadDialog, type UploadDialogProps } from './UploadDialog.tsx';

vi.mock('react-easy-crop', () => import('../../test/easy-crop.tsx'));
vi.mock('./crop.ts', () => ({ cropToBlob: vi.fn(async () => new Blob(['cropped'], { type: 'image/png' })) }));

const setup = (props: Partial<UploadDialogProps> = {}) => {
  const onClose = vi.fn<(result: UploadedFile | null) => void>();
  render(<UploadDialog open mode="image" onClose={onClose} {...props} />);
  return { onClose, user: userEvent.setup({ applyAccept: false }) };
};

const png = () => new File(['png'], 'photo.png', { type: 'image/png' });

describe('UploadDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is 800x450 with Cancelar and Salvar; Salvar stays disabled until a cropped image exists', async () => {
    const { user } = setup({ aspect: BANNER_ASPECT_RATIO });
    expect(screen.getByRole('dialog', { name: 'Enviar imagem' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Escolha uma imagem para continuar.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Escolher imagem'), png());
    expect(screen.getByRole('checkbox', { name: 'Manter proporções' })).toBeChecked();
    const area = screen.getByRole('button', { name: 'crop-area' });
    expect(Number(area.dataset.aspect)).toBeCloseTo(BANNER_ASPECT_RATIO);
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Manter proporções' }));
    const ratio = screen.getByRole('slider', { name: 'Proporção' });
    expect(Number(ratio.getAttribute('aria-valuenow'))).toBeCloseTo(BANNER_ASPECT_RATIO);
    await user.click(screen.getByRole('checkbox', { name: 'Manter proporções' }));
    expect(screen.queryByRole('slider', { name: 'Proporção' })).toBeNull();
    await user.click(area);
    expect(await screen.findByRole('img', { name: 'Pré-visualização do recorte' })).toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('uploads the crop with progress and closes with {path, name, size, format, aspect}', async () => {
    mockXhr();
    const { user, onClose } = setup();
    await user.upload(screen.getByLabelText('Escolher imagem'), png());
    await user.click(screen.getByRole('button', { name: 'crop-area' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const xhr = lastXhr();
    expect(xhr.url).toContain('/api/cloudinary/upload');
    expect(((xhr.body as FormData).get('file') as File).name).toBe('photo.png');
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    act(() =>
      xhr.respond(200, {
        file: { url: '/media/3/images/a.png' },
        bytes: 1200,
        width: 110,
        height: 33,
        format: 'png',
        name: 'photo.png',
      }),
    );
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({
        path: '/media/3/images/a.png',
        name: 'photo.png',
        size: 1200,
        format: 'png',
        aspect: 110 / 33,
      }),
    );
  });

  it('file mode shows the name truncated at 20 characters, and the percentage follows onProgress', async () => {
    let report: (p: number) => void = () => undefined;
    const upload = vi.fn(
      (_file: Blob, _name: string, onProgress: (p: number) => void) =>
        new Promise<UploadedFile>(() => {
          report = onProgress;
          onProgress(0);
        }),
    );
    const { user } = setup({ mode: 'file', upload });
    expect(screen.getByRole('dialog', { name: 'Enviar arquivo' })).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Escolher arquivo'),
      new File(['%PDF'], 'relatorio-anual-de-atividades.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('relatorio-anual-de-a..')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(upload.mock.calls[0][1]).toBe('relatorio-anual-de-atividades.pdf');
    expect(screen.getByText('0%')).toBeInTheDocument();
    act(() => report(73));
    expect(screen.getByText('73%')).toBeInTheDocument();
  });

  it('refuses a type outside the allow-list before sending, with the alert texts', async () => {
    const upload = vi.fn();
    const { user } = setup({ mode: 'file', upload });
    await user.upload(
      screen.getByLabelText('Escolher arquivo'),
      new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    expect(screen.getByText('Erro ao carregar o arquivo.')).toBeInTheDocument();
    expect(screen.getByText('Verifique se o arquivo tem o formato permitido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says the refusal in the interface language: the SPEC texts in pt-br, translated in English', async () => {
    const { user } = setup({ mode: 'file' });
    await user.upload(
      screen.getByLabelText('Escolher arquivo'),
      new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    expect(screen.getByTestId('invalid-file-alert')).toHaveTextContent(
      `${INVALID_FILE_ALERT.title}${INVALID_FILE_ALERT.text}`,
    );
    const { applyLanguage } = await import('../../lib/i18n.ts');
    await act(() => applyLanguage('en'));
    expect(screen.getByTestId('invalid-file-alert')).toHaveTextContent(
      'Error loading the file.Check that the file has an allowed format.',
    );
  });

  it('shows the same alert when the server answers 415', async () => {
    mockXhr();
    const { user } = setup({ mode: 'file' });
    await user.upload(
      screen.getByLabelText('Escolher arquivo'),
      new File(['x'], 'fake.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    act(() =>
      lastXhr().respond(415, {
        success: false,
        message: 'Erro ao carregar o arquivo.',
        errors: { file: ['Verifique se o arquivo tem o formato permitido.'] },
      }),
    );
    expect(await screen.findByText('Erro ao carregar o arquivo.')).toBeInTheDocument();
    expect(screen.getByText('Verifique se o arquivo tem o formato permitido.')).toBeInTheDocument();
  });

  it('Cancelar during an upload aborts it and closes with null', async () => {
    mockXhr();
    const { user, onClose } = setup({ mode: 'file' });
    await user.upload(screen.getByLabelText('Escolher arquivo'), new File(['x'], 'a.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(lastXhr().aborted).toBe(true);
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('the image picker accepts image/*; mp4 gets a video preview', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Escolher imagem')).toHaveAttribute('accept', 'image/*');
    await user.upload(screen.getByLabelText('Escolher imagem'), new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(screen.getByLabelText('Pré-visualização do vídeo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });
});
