import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_ASPECT_RATIO } from '@console/contract';
import { ApiError } from '../lib/http.ts';
import { lastXhr, mockXhr } from '../test/xhr.ts';
import { EditModal, type EditModalProps, type EditModalValues } from './EditModal.tsx';

vi.mock('react-easy-crop', () => import('../test/easy-crop.tsx'));
vi.mock('./upload/crop.ts', () => ({ cropToBlob: vi.fn(async () => new Blob(['cropped'], { type: 'image/png' })) }));

const FIELDS = [
  { fieldName: 'titulo', fieldLabel: 'Título' },
  { fieldName: 'subtitulo', fieldLabel: 'Subtítulo' },
];

function setup(props: Partial<EditModalProps> = {}) {
  const onSave = vi.fn<(values: EditModalValues) => Promise<void>>(async () => undefined);
  const onClose = vi.fn();
  render(<EditModal open title="Novo banner" fields={FIELDS} onSave={onSave} onClose={onClose} {...props} />);
  return { onSave, onClose, user: userEvent.setup({ applyAccept: false }) };
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}[\\s*\\u2009]*$`) });

describe('EditModal (SPEC.md §2.2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has its title, the banner area at 110/33, one required input per configured field, Descrição, Fechar and Salvar', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Novo banner' });
    expect(dialog).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'Sem imagem' });
    expect(banner.style.aspectRatio || getComputedStyle(banner).aspectRatio).toBe(String(BANNER_ASPECT_RATIO));
    expect(box('Título')).toBeRequired();
    expect(box('Subtítulo')).toBeRequired();
    expect(box('Título')).toHaveFocus();
    expect(box('Descrição')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('every configured field is required: Salvar with one blank says so and answers nothing', async () => {
    const { onSave, user } = setup();
    await user.type(box('Título'), '   ');
    await user.type(box('Subtítulo'), 'Promoção');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(box('Título')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(box('Título')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('answers the trimmed values, the uploaded banner and the description on Salvar', async () => {
    mockXhr();
    const { onSave, user } = setup({ initial: { fields: { titulo: 'Verão' }, description: 'Antiga' } });
    expect(box('Título')).toHaveValue('Verão');
    await user.type(box('Subtítulo'), ' Até 50% ');
    await user.clear(box('Descrição'));
    await user.type(box('Descrição'), 'Nova');
    await user.click(screen.getByRole('button', { name: 'Enviar imagem' }));
    await user.upload(screen.getByLabelText('Escolher imagem'), new File(['png'], 'verao.png', { type: 'image/png' }));
    const crop = screen.getByRole('button', { name: 'crop-area' });
    expect(Number(crop.dataset.aspect)).toBeCloseTo(BANNER_ASPECT_RATIO);
    await user.click(crop);
    const uploadDialog = screen.getByRole('dialog', { name: 'Imagem do banner' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Salvar' }).at(-1)).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: 'Salvar' }).at(-1)!);
    act(() =>
      lastXhr().respond(200, {
        file: { url: '/media/3/images/v.png' },
        bytes: 10,
        width: 110,
        height: 33,
        format: 'png',
        name: 'verao.png',
      }),
    );
    await waitFor(() => expect(uploadDialog).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Imagem do banner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      image: '/media/3/images/v.png',
      fields: { titulo: 'Verão', subtitulo: 'Até 50%' },
      description: 'Nova',
    });
  });

  it('project mode hides Descrição and answers none; Fechar closes without saving', async () => {
    const { onSave, onClose, user } = setup({ projectMode: true, banner: false });
    expect(screen.queryByRole('textbox', { name: /Descrição/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar imagem' })).toBeNull();
    await user.type(box('Título'), 'A');
    await user.type(box('Subtítulo'), 'B');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ image: null, fields: { titulo: 'A', subtitulo: 'B' }, description: null });
  });

  it("shows a refused save's field errors on their fields and the message above them", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError('Os dados enviados são inválidos.', 422, {
        titulo: ['Já existe um banner com este título.'],
        outro: ['Algo mais.'],
      });
    });
    const { user } = setup({ onSave, initial: { fields: { titulo: 'Verão', subtitulo: 'X' } } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um banner com este título.')).toBeInTheDocument();
    expect(box('Título')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Os dados enviados são inválidos.');
    expect(screen.getByRole('alert')).toHaveTextContent('Algo mais.');
    expect(screen.getByRole('dialog', { name: 'Novo banner' })).toBeInTheDocument();
  });
});
