import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@console/contract';
import { ApiError } from '../../lib/http.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { FeedMediaPicker } from './FeedMediaPicker.tsx';
import { MultiUploadDialog } from './MultiUploadDialog.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { cropToBlob } from './crop.ts';

vi.mock('react-easy-crop', () => import('../../test/easy-crop.tsx'));
vi.mock('./crop.ts', () => ({ cropToBlob: vi.fn(async () => new Blob(['cropped'], { type: 'image/png' })) }));

const png = () => new File(['png'], 'photo.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
const dropOn = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
const done: UploadedFile = {
  path: '/media/3/files/report.pdf',
  name: 'report.pdf',
  size: 4,
  format: 'pdf',
  aspect: null,
} as unknown as UploadedFile;

describe('FilePicker in the upload dialogs (issue 27)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['Escolher imagem', () => <UploadDialog open mode="image" onClose={vi.fn()} />],
    ['Escolher arquivo', () => <UploadDialog open mode="file" onClose={vi.fn()} />],
    ['Escolher arquivos', () => <MultiUploadDialog open onClose={vi.fn()} />],
    ['Escolher foto ou vídeo', () => <FeedMediaPicker open onClose={vi.fn()} />],
  ])('"%s" is a real button that Enter and Space open', async (name, dialog) => {
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    render(dialog());
    const button = screen.getByRole('button', { name });
    expect(button.tagName).toBe('BUTTON');
    expect(button.querySelector('input')).toBeNull();
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    expect((opened.mock.contexts[0] as HTMLInputElement).type).toBe('file');
  });

  it('shows the drop state while a file is dragged over and uploads a dropped file', async () => {
    const upload = vi.fn(async () => done);
    const onClose = vi.fn();
    render(<UploadDialog open mode="file" upload={upload} onClose={onClose} />);
    const zone = screen.getByTestId('file-drop-zone');
    expect(within(zone).getByText('ou arraste o arquivo até aqui')).toBeInTheDocument();
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-over', 'true');
    expect(within(zone).getByText('Solte o arquivo para escolhê-lo')).toBeInTheDocument();
    dropOn([pdf()]);
    expect(zone).not.toHaveAttribute('data-over');
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(upload.mock.calls[0]).toEqual(expect.arrayContaining(['report.pdf']));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(done));
  });

  it('takes every dropped file in the multi-file dialog', () => {
    render(<MultiUploadDialog open onClose={vi.fn()} />);
    dropOn([pdf(), new File(['b'], 'b.zip', { type: 'application/zip' })]);
    const list = screen.getByRole('list', { name: 'Arquivos a enviar' });
    expect(within(list).getByText('report.pdf')).toBeInTheDocument();
    expect(within(list).getByText('b.zip')).toBeInTheDocument();
  });
});

describe('ImageCropPanel keyboard and size limit (issue 27)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the crop area, moves 10 px per arrow key and 1 px with Shift', async () => {
    render(<UploadDialog open mode="image" onClose={vi.fn()} />);
    dropOn([png()]);
    const area = screen.getByRole('application', { name: 'Área de recorte' });
    expect(area).toHaveAccessibleDescription('Setas movem o recorte 10 px (1 px com Shift).');
    expect(area).toHaveAttribute('data-step', '10');
    area.focus();
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    // react-easy-crop moves a fifth of its step while Shift is held: 5 * 0.2 = 1 px.
    expect(area).toHaveAttribute('data-step', '5');
    await user.keyboard('{/Shift}');
    expect(area).toHaveAttribute('data-step', '10');
  });

  it('says the 10 MB limit in the interface language when the image is too large, keeping the crop controls', async () => {
    const big = new Blob(['x'], { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 15.6 * 1024 * 1024 });
    vi.mocked(cropToBlob).mockResolvedValueOnce(big);
    const upload = vi.fn(async () => done);
    render(<UploadDialog open mode="image" upload={upload} onClose={vi.fn()} />);
    dropOn([png()]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'crop-area' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo tem 15,6 MB e o limite é 10 MB.');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Manter proporções' })).toBeInTheDocument();
  });

  it('turns the server 413 into the limit sentence, in English too', async () => {
    await act(() => applyLanguage('en'));
    const upload = vi.fn(async () => {
      throw new ApiError('Content too large.', 413);
    });
    render(<UploadDialog open mode="image" upload={upload} onClose={vi.fn()} />);
    dropOn([png()]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'crop-area' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is 7 B and the limit is 10 MB.');
  });
});
