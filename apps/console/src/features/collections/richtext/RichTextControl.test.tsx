import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { RichTextControl } from './RichTextControl.tsx';

// The image button goes through the upload dialog of the image fields; here it answers a stored file at once.
const uploaded = vi.hoisted(() => ({ path: '/media/3/images/foto.png', name: 'foto.png' }));
vi.mock('../../../components/upload/use-upload-dialog.tsx', () => ({
  useUploadDialog: () => ({ open: vi.fn(async () => uploaded), dialog: null }),
}));

// jsdom lays nothing out: ProseMirror's scrolling to the selection asks for rectangles it does not have.
const noRects = () => {
  const rects = [] as unknown as DOMRectList;
  return Object.assign(rects, { item: () => null });
};
beforeAll(() => {
  const box = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = box;
  HTMLElement.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

function renderEditor(value: string, onChange = vi.fn(), extra: { readOnly?: boolean; error?: string } = {}) {
  render(
    <RichTextControl
      label="Conteúdo"
      name="conteudo"
      value={value}
      onChange={onChange}
      onBlur={() => {}}
      required
      readOnly={extra.readOnly ?? false}
      error={extra.error}
      help={null}
    />,
  );
  return onChange;
}

describe('the rich text control', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await act(() => changeLanguage('pt-br'));
  });

  it('is a labelled textbox under a toolbar of named buttons, in pt-br and en', async () => {
    renderEditor('<p>Olá</p>');
    const box = await screen.findByRole('textbox', { name: 'Conteúdo' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação de Conteúdo' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Negrito',
      'Itálico',
      'Título',
      'Subtítulo',
      'Lista com marcadores',
      'Lista numerada',
      'Link',
      'Inserir imagem',
      'Desfazer',
      'Refazer',
    ]);
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert image' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting of Conteúdo' })).toBeInTheDocument();
  });

  it('makes the selected text bold and a heading, and says so on the buttons', async () => {
    const onChange = renderEditor('<p>Olá mundo</p>');
    const box = await screen.findByRole('textbox', { name: 'Conteúdo' });
    act(() => box.focus());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Negrito' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Olá mundo</strong></p>'));
    expect(screen.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Título' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Olá mundo</strong></h2><p></p>'));
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Olá mundo</strong></p>'));
  });

  it('inserts an image uploaded to the library by its stored address', async () => {
    const onChange = renderEditor('<p>Texto</p>');
    const box = await screen.findByRole('textbox', { name: 'Conteúdo' });
    act(() => box.focus());
    await userEvent.click(screen.getByRole('button', { name: 'Inserir imagem' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/media/3/images/foto.png"')),
    );
  });

  it('links the selected text to an http(s) or mailto: address, refusing javascript:', async () => {
    const onChange = renderEditor('<p>Site</p>');
    const box = await screen.findByRole('textbox', { name: 'Conteúdo' });
    act(() => box.focus());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link do texto selecionado' });
    const address = within(dialog).getByRole('textbox', { name: 'Endereço (https://… ou mailto:…)' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(within(dialog).getByText('Use um endereço http://, https:// ou mailto:.')).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://exemplo.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.org">Site</a></p>',
      ),
    );
  });

  it('moves between the toolbar buttons with the arrow keys', async () => {
    renderEditor('');
    await screen.findByRole('textbox', { name: 'Conteúdo' });
    screen.getByRole('button', { name: 'Negrito' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Itálico' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Undo and redo are off with nothing to undo: the left arrow wraps to the last button that works.
    expect(screen.getByRole('button', { name: 'Inserir imagem' })).toHaveFocus();
  });

  it('read-only: no toolbar, and the text says it cannot be changed', async () => {
    renderEditor('<p>Fixo</p>', vi.fn(), { readOnly: true });
    const box = await screen.findByRole('textbox', { name: 'Conteúdo' });
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('an error marks the textbox invalid and describes it', async () => {
    renderEditor('', vi.fn(), { error: 'Campo obrigatório.' });
    const box = await screen.findByRole('textbox', { name: 'Conteúdo' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Campo obrigatório.');
  });
});
