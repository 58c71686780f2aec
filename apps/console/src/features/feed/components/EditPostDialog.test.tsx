import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FEED_MESSAGES, type FeedPost } from '@console/contract';
import { post } from '../test-fixtures.ts';
import { EditPostDialog } from './EditPostDialog.tsx';

function setup(changes: Partial<FeedPost> = {}) {
  const onSave = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(<EditPostDialog open post={post(1, changes)} onSave={onSave} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Editar publicação' });
  return {
    onSave,
    onClose,
    dialog,
    user: userEvent.setup(),
    button: (name: string) => within(dialog).queryByRole('button', { name }),
  };
}

const IMAGE = { image: 'https://cdn.test/a.jpg' };
const EMBED = { embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', embedTipo: 'video' };
const UPLOAD = { arquivo: 'https://cdn.test/v.mp4', arquivo_tipo: 'video' as const };

describe('edit post dialog (SPEC.md §2.6, §4)', () => {
  it("is titled 'Editar publicação' with a required text area that scrolls past 583 px and an 'Editar' button", () => {
    const { dialog, button } = setup();
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    expect(text).toBeRequired();
    expect(text.style.maxHeight).toBe('583px');
    expect(text.style.overflowY).toBe('auto');
    expect(button('Editar')).toHaveAttribute('type', 'submit');
  });

  it("offers 'Adicionar foto/vídeo' only without embed, image and upload; otherwise 'Remover foto/vídeo' beside a photo or video", () => {
    expect(setup().button('Adicionar foto/vídeo')).not.toBeNull();
    for (const media of [IMAGE, UPLOAD, { ...EMBED, ...IMAGE }]) {
      cleanup();
      const { button } = setup(media);
      expect(button('Adicionar foto/vídeo')).toBeNull();
      expect(button('Remover foto/vídeo')).not.toBeNull();
    }
  });

  it('an embed alone has one remove button, and its empty text is valid', async () => {
    const { dialog, button, user, onSave, onClose } = setup({ ...EMBED, titulo: 'Embed', texto: '' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Remover/ })
        .map((b) => b.textContent),
    ).toEqual(['Remover vídeo incorporado']);
    expect(button('Adicionar foto/vídeo')).toBeNull();
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    expect(text).not.toBeRequired();
    await user.click(button('Editar')!);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ text: '', ...EMBED }));
    expect(within(dialog).queryByText(FEED_MESSAGES.textRequired)).toBeNull();
  });

  it('without its embed the empty text is required again', async () => {
    const { dialog, button, user, onSave } = setup({ ...EMBED, titulo: 'Embed', texto: '' });
    await user.click(button('Remover vídeo incorporado')!);
    expect(within(dialog).getByRole('textbox', { name: 'Texto' })).toBeRequired();
    await user.click(button('Editar')!);
    expect(await within(dialog).findByText(FEED_MESSAGES.textRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('after a refused submit the message follows the text: it goes once the text is valid, without submitting again', async () => {
    const { dialog, button, user, onSave } = setup();
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    await user.clear(text);
    await user.type(text, 'Oi');
    expect(within(dialog).queryByText(FEED_MESSAGES.textMin)).toBeNull();
    await user.click(button('Editar')!);
    expect(await within(dialog).findByText(FEED_MESSAGES.textMin)).toBeInTheDocument();
    await user.type(text, ' todos');
    expect(within(dialog).queryByText(FEED_MESSAGES.textMin)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows remove-image for an image that is not an upload, and removing it clears the image', async () => {
    expect(setup({ ...IMAGE, ...UPLOAD }).button('Remover imagem')).toBeNull();
    cleanup();
    const { button, user, onSave, dialog } = setup(IMAGE);
    await user.click(button('Remover imagem')!);
    expect(button('Remover imagem')).toBeNull();
    expect(button('Adicionar foto/vídeo')).not.toBeNull();
    await user.click(button('Editar')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ image: null })));
    expect(dialog).toBeInTheDocument();
  });

  it('shows remove-embed for an embed, which clears embed and embedTipo', async () => {
    const { button, user, onSave } = setup(EMBED);
    await user.click(button('Remover vídeo incorporado')!);
    expect(button('Remover vídeo incorporado')).toBeNull();
    await user.click(button('Editar')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ embed: null, embedTipo: null })));
  });

  it('requires the text; a submit sends folder 1, resets the form and closes with true', async () => {
    const { dialog, button, user, onSave, onClose } = setup();
    const text = within(dialog).getByRole('textbox', { name: 'Texto' });
    await user.clear(text);
    await user.click(button('Editar')!);
    expect(await within(dialog).findByText(FEED_MESSAGES.textRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(text, 'Texto novo');
    await user.click(button('Editar')!);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(onSave).toHaveBeenCalledWith({
      pasta_id: 1,
      text: 'Texto novo',
      embed: null,
      embedTipo: null,
      image: null,
      arquivo: null,
      arquivo_tipo: null,
    });
    expect(text).toHaveValue('Texto da publicação 1');
  });
});
