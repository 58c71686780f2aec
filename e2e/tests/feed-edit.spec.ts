import { expect, test, type Locator, type Page } from '@playwright/test';
import { tokenOf, unique } from './support.ts';
import { ADMIN, PLAYER, videoId, createPost, ownPost, stubPlayers, openFeed, cardOf } from './feed-support.ts';

// The 'Editar publicação' dialog's rules (SPEC.md §2.6, §4), opened from a post's card.

const MEDIA_BUTTONS = [
  'Adicionar foto/vídeo',
  'Remover foto/vídeo',
  'Remover imagem',
  'Remover vídeo incorporado',
] as const;
type MediaButton = (typeof MEDIA_BUTTONS)[number];

/** Opens a post's 'Editar publicação' dialog from its card. */
async function openEdit(page: Page, id: number): Promise<Locator> {
  await cardOf(page, id).getByRole('button', { name: 'Editar publicação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar publicação' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Of the dialog's media buttons (SPEC.md §4), exactly these are there. */
async function expectMediaButtons(dialog: Locator, shown: MediaButton[]) {
  for (const name of MEDIA_BUTTONS) {
    const button = dialog.getByRole('button', { name, exact: true });
    if (shown.includes(name)) await expect(button, name).toBeVisible();
    else await expect(button, name).toBeHidden();
  }
}

/** 'Editar' sends the dialog, which closes once saved. */
async function submitEdit(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('feed: the edit dialog', () => {
  test("'Editar publicação' of a text post: required 583 px text area that scrolls, 'Adicionar foto/vídeo', and 'Editar' saves the text", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, ADMIN);
    const tag = unique();
    const post = await createPost(request, token, { text: `Texto para editar ${tag}` });
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    await expect(card).toContainText(`Texto para editar ${tag}`);

    const dialog = await openEdit(page, post.id);
    await expect(dialog.getByRole('heading', { name: 'Editar publicação' })).toBeVisible();
    const text = dialog.getByRole('textbox', { name: 'Texto', exact: true });
    await expect(text).toHaveValue(`Texto para editar ${tag}`);
    await expect(text).toHaveAttribute('required', '');
    expect(await text.evaluate((area) => [getComputedStyle(area).maxHeight, getComputedStyle(area).overflowY])).toEqual(
      ['583px', 'auto'],
    );
    // No embed, image or upload.
    await expectMediaButtons(dialog, ['Adicionar foto/vídeo']);

    // A long text stops growing at 583 px and scrolls.
    await text.fill(Array.from({ length: 80 }, (_, line) => `Linha ${line + 1} de um texto comprido`).join('\n'));
    await expect.poll(() => text.evaluate((area) => area.scrollHeight > area.clientHeight)).toBe(true);
    expect((await text.boundingBox())!.height).toBeLessThanOrEqual(583);

    // The text is required.
    await text.fill('');
    await dialog.getByRole('button', { name: 'Editar', exact: true }).click();
    await expect(dialog.getByText('O texto é obrigatório.')).toBeVisible();
    await expect(dialog).toBeVisible();

    await text.fill(`Texto editado ${tag}`);
    await submitEdit(dialog);
    await expect(card).toContainText(`Texto editado ${tag}`);
    await expect(card).not.toContainText(`Texto para editar ${tag}`);
    expect((await ownPost(request, token, post.id)).texto).toBe(`Texto editado ${tag}`);
    await page.reload();
    await expect(cardOf(page, post.id)).toContainText(`Texto editado ${tag}`);
  });

  test("'Editar publicação' of an image post: 'Remover imagem' and 'Remover foto/vídeo'; the removed image is gone once saved", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await tokenOf(request, ADMIN);
    const image = new URL('/assets/img/default-avatar.svg', baseURL).href;
    const post = await createPost(request, token, { text: `Foto da unidade ${unique()}`, image });
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    await expect(card.getByRole('img', { name: 'Imagem da publicação' })).toHaveAttribute('src', image);

    const dialog = await openEdit(page, post.id);
    await expect(dialog.getByRole('img', { name: 'Imagem da publicação' })).toBeVisible();
    await expectMediaButtons(dialog, ['Remover foto/vídeo', 'Remover imagem']);
    await dialog.getByRole('button', { name: 'Remover imagem' }).click();
    await expect(dialog.getByRole('img', { name: 'Imagem da publicação' })).toBeHidden();
    await expectMediaButtons(dialog, ['Adicionar foto/vídeo']);

    await submitEdit(dialog);
    await expect(card.getByRole('img', { name: 'Imagem da publicação' })).toBeHidden();
    expect((await ownPost(request, token, post.id)).image).toBeNull();
  });

  test("'Editar publicação' of a post with an embed and an image: 'Remover vídeo incorporado' clears embed and embedTipo, the image stays", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await tokenOf(request, ADMIN);
    await stubPlayers(page.context());
    const image = new URL('/assets/img/default-avatar.svg', baseURL).href;
    const embed = `https://www.youtube.com/embed/${videoId()}`;
    const post = await createPost(request, token, {
      text: `Vídeo e foto ${unique()}`,
      embed,
      embedTipo: 'video',
      image,
    });
    expect([post.embed, post.embedTipo]).toEqual([embed, 'video']);
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    await expect(card.getByTitle(PLAYER)).toHaveAttribute('src', embed);

    const dialog = await openEdit(page, post.id);
    await expect(dialog.getByTitle(PLAYER)).toHaveAttribute('src', embed);
    await expectMediaButtons(dialog, ['Remover foto/vídeo', 'Remover imagem', 'Remover vídeo incorporado']);
    await dialog.getByRole('button', { name: 'Remover vídeo incorporado' }).click();
    await expect(dialog.getByTitle(PLAYER)).toBeHidden();
    // The image is left: it shows now, and there is still media to remove.
    await expect(dialog.getByRole('img', { name: 'Imagem da publicação' })).toBeVisible();
    await expectMediaButtons(dialog, ['Remover foto/vídeo', 'Remover imagem']);

    await submitEdit(dialog);
    await expect(card.getByTitle(PLAYER)).toBeHidden();
    await expect(card.getByRole('img', { name: 'Imagem da publicação' })).toHaveAttribute('src', image);
    const saved = await ownPost(request, token, post.id);
    expect([saved.embed, saved.embedTipo, saved.image]).toEqual([null, null, image]);
  });

  test("'Editar publicação' of a YouTube link's post ('Embed', empty text): one remove button, saved with its text left empty; without the embed the text is required, and the message goes once it is typed", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, ADMIN);
    await stubPlayers(page.context());
    const id = videoId();
    const post = await createPost(request, token, { text: `https://www.youtube.com/watch?v=${id}` });
    const embed = `https://www.youtube.com/embed/${id}`;
    expect([post.titulo, post.texto, post.embed]).toEqual(['Embed', '', embed]);
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    await expect(card.getByTitle(PLAYER)).toHaveAttribute('src', embed);

    const dialog = await openEdit(page, post.id);
    const text = dialog.getByRole('textbox', { name: 'Texto', exact: true });
    await expect(text).toHaveValue('');
    await expect(text).not.toHaveAttribute('required', '');
    // One remove button for the embed, not 'Remover foto/vídeo' beside it.
    await expectMediaButtons(dialog, ['Remover vídeo incorporado']);
    await submitEdit(dialog);
    await expect(card.getByTitle(PLAYER)).toHaveAttribute('src', embed);
    expect((await ownPost(request, token, post.id)).embed).toBe(embed);

    const again = await openEdit(page, post.id);
    await again.getByRole('button', { name: 'Remover vídeo incorporado' }).click();
    await expectMediaButtons(again, ['Adicionar foto/vídeo']);
    await again.getByRole('button', { name: 'Editar', exact: true }).click();
    const required = again.getByText('O texto é obrigatório.');
    await expect(required).toBeVisible();
    const tag = unique();
    await again.getByRole('textbox', { name: 'Texto', exact: true }).fill(`Agora com texto ${tag}`);
    await expect(required).toBeHidden();
    await submitEdit(again);
    await expect(card).toContainText(`Agora com texto ${tag}`);
    await expect(card.getByTitle(PLAYER)).toBeHidden();
  });

  test("'Editar publicação' of an uploaded photo: no 'Remover imagem'; 'Remover foto/vídeo' clears every medium and offers 'Adicionar foto/vídeo'", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await tokenOf(request, ADMIN);
    const file = new URL('/assets/img/default-avatar.svg', baseURL).href;
    const post = await createPost(request, token, {
      text: `Foto enviada ${unique()}`,
      image: file,
      arquivo: file,
      arquivo_tipo: 'image',
    });
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    await expect(card.getByRole('img', { name: 'Imagem da publicação' })).toBeVisible();

    const dialog = await openEdit(page, post.id);
    await expect(dialog.getByRole('img', { name: 'Imagem da publicação' })).toBeVisible();
    // An image beside an upload is not removed on its own.
    await expectMediaButtons(dialog, ['Remover foto/vídeo']);
    await dialog.getByRole('button', { name: 'Remover foto/vídeo' }).click();
    await expect(dialog.getByRole('img', { name: 'Imagem da publicação' })).toBeHidden();
    await expectMediaButtons(dialog, ['Adicionar foto/vídeo']);

    await submitEdit(dialog);
    await expect(card.getByRole('img', { name: 'Imagem da publicação' })).toBeHidden();
    const saved = await ownPost(request, token, post.id);
    expect([saved.image, saved.arquivo, saved.arquivo_tipo, saved.embed]).toEqual([null, null, null, null]);
  });
});
