import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signIn, tokenOf } from './support.ts';

// Client 3 (Asta) feed (issue 6; SPEC.md §2.6, §4). Other spec files share the database and run alongside: every post
// here carries a tag no other run uses and is found by it (or by its id), never by its place in the feed.
const LOGIN = '/asta/login';
const ADMIN = 'admin@asta.demo';
const ADMIN_NAME = 'Administrador Asta';
/** 'Geral', which the administrator (feed.moderar: every folder) posts into through the API. */
const GENERAL = 1;
/** 'Unidades': /feed/nova posts into folder 3 (SPEC.md §9); the seed grants it to its member alone. */
const NEW_POST_FOLDER = 3;
const PLAYER = 'Vídeo incorporado';
const FEED_API = '/api/v2/client/feed';

/** Text no other test or run uses. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** An 11-character YouTube video id of its own, so the embedded player found is this test's. */
const videoId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 11).padEnd(11, 'x');

interface Post {
  id: number;
  pasta_id: number;
  titulo: string | null;
  texto: string;
  embed: string | null;
  embedTipo: string | null;
  image: string | null;
  arquivo: string | null;
  arquivo_tipo: 'image' | 'video' | null;
  likes: number;
  liked: boolean;
  comments: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createPost(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<Post> {
  const res = await request.post(`${FEED_API}/pasta/item/post?client_id=3`, { data: { pasta_id: GENERAL, ...body }, headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Post }).data;
}

/** The signed-in user's own post as the API answers it now. */
async function ownPost(request: APIRequestContext, token: string, id: number): Promise<Post> {
  const res = await request.get(`${FEED_API}/user?client_id=3&page=1&per_page=50`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const post = ((await res.json()) as { data: { data: Post[] } }).data.data.find((entry) => entry.id === id);
  expect(post, `post ${id} among the user's newest`).toBeTruthy();
  return post!;
}

/**
 * A person of client 3 of their own (the seed's member has its feed taken away for a moment by the permission
 * test running alongside): a new user gets the member grants ('feed', 'feed.criar'); /feed/nova's folder is granted.
 */
async function createFeedReader(request: APIRequestContext, adminToken: string) {
  const tag = unique();
  const person = { name: `Leitora Feed ${tag}`, email: `leitora.feed.${tag}@exemplo.com.br`, password: 'Mural-de-avisos-73' };
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3', { data: person, headers: bearer(adminToken) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const granted = await request.post(`/api/v2/admin/folder/permission/${NEW_POST_FOLDER}?client_id=3`, {
    data: { field: 'user_id', target_type: 'user', value: id },
    headers: bearer(adminToken),
  });
  expect(granted.status(), await granted.text()).toBe(201);
  return person;
}

/** Players load from YouTube and Vimeo: a blank page answers for them, so no test waits on the internet. */
async function stubPlayers(context: BrowserContext) {
  await context.route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
}

async function openFeed(page: Page, email: string, password?: string) {
  await signIn(page, LOGIN, email, password);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  await expect(page.getByRole('feed', { name: 'Feed' })).toBeVisible();
}

/** A post's card, by the thread its comments button controls (its text may change under the test). */
const cardOf = (page: Page, id: number) => page.getByRole('article').filter({ has: page.locator(`[aria-controls="feed-thread-${id}"]`) });
const likeButton = (card: Locator) => card.getByRole('button', { name: /^Curtir \(\d+\)$/ });
const commentsButton = (card: Locator) => card.getByRole('button', { name: /^Comentários \(\d+\)$/ });

const MEDIA_BUTTONS = ['Adicionar foto/vídeo', 'Remover foto/vídeo', 'Remover imagem', 'Remover vídeo incorporado'] as const;
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

/** Marks the document, so a later check tells whether the page was reloaded meanwhile. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __feedDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __feedDocument?: boolean }).__feedDocument === true);

test.describe('feed', () => {
  test("a YouTube link posted on 'Nova publicação' appears as the 'Embed' player on another person's open feed, without a reload", async ({ browser, request }) => {
    const reader = await createFeedReader(request, await tokenOf(request, ADMIN));
    const id = videoId();
    const embedUrl = `https://www.youtube.com/embed/${id}`;
    const readerContext = await browser.newContext();
    const posterContext = await browser.newContext();
    try {
      await stubPlayers(readerContext);
      await stubPlayers(posterContext);
      // The reader reaches folder 3 alone ('Unidades', with the seed's posts) and keeps the feed open.
      const watcher = await readerContext.newPage();
      await openFeed(watcher, reader.email, reader.password);
      await markDocument(watcher);

      // The administrator writes the post on /feed/nova.
      const poster = await posterContext.newPage();
      await openFeed(poster, ADMIN);
      await poster.getByRole('link', { name: 'Nova publicação' }).click();
      await expect(poster).toHaveURL(/\/feed\/nova$/);
      await expect(poster.getByRole('heading', { name: 'Nova publicação', level: 1 })).toBeVisible();
      await poster.getByRole('textbox', { name: 'Texto', exact: true }).fill(`Vejam o vídeo da reunião: https://www.youtube.com/watch?v=${id}`);
      const title = poster.getByRole('textbox', { name: 'Título', exact: true });
      await expect(title).toHaveValue('Embed');
      await expect(title).toBeDisabled();
      await expect(poster.getByText("Link de vídeo detectado: a publicação mostrará o vídeo, com o título 'Embed'.")).toBeVisible();
      await expect(poster.getByTitle(PLAYER)).toHaveAttribute('src', embedUrl);
      await expect(poster.getByRole('button', { name: 'Adicionar foto/vídeo' })).toBeHidden();
      await poster.getByRole('button', { name: 'Publicar' }).click();
      await expect(poster).toHaveURL(/\/-painel$/);

      // The reader's open feed shows it.
      const card = watcher.getByRole('article').filter({ has: watcher.locator(`iframe[src="${embedUrl}"]`) });
      await expect(card).toBeVisible();
      await expect(card).toHaveAccessibleName(`Publicação de ${ADMIN_NAME}`);
      await expect(card.getByRole('heading', { name: 'Embed', level: 2 })).toBeVisible();
      const player = card.getByTitle(PLAYER);
      await expect(player).toHaveAttribute('src', embedUrl);
      await expect(player).toHaveAttribute('sandbox', /allow-scripts/);
      expect(await sameDocument(watcher), 'the reader never reloaded').toBe(true);
    } finally {
      await readerContext.close();
      await posterContext.close();
    }
  });

  test("'Editar publicação' of a text post: required 583 px text area that scrolls, 'Adicionar foto/vídeo', and 'Editar' saves the text", async ({ page, request }) => {
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
    expect(await text.evaluate((area) => [getComputedStyle(area).maxHeight, getComputedStyle(area).overflowY])).toEqual(['583px', 'auto']);
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

  test("'Editar publicação' of an image post: 'Remover imagem' and 'Remover foto/vídeo'; the removed image is gone once saved", async ({ page, request, baseURL }) => {
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

  test("'Editar publicação' of a post with an embed and an image: 'Remover vídeo incorporado' clears embed and embedTipo, the image stays", async ({ page, request, baseURL }) => {
    const token = await tokenOf(request, ADMIN);
    await stubPlayers(page.context());
    const image = new URL('/assets/img/default-avatar.svg', baseURL).href;
    const embed = `https://www.youtube.com/embed/${videoId()}`;
    const post = await createPost(request, token, { text: `Vídeo e foto ${unique()}`, embed, embedTipo: 'video', image });
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

  test("'Editar publicação' of an uploaded photo: no 'Remover imagem'; 'Remover foto/vídeo' clears every medium and offers 'Adicionar foto/vídeo'", async ({ page, request, baseURL }) => {
    const token = await tokenOf(request, ADMIN);
    const file = new URL('/assets/img/default-avatar.svg', baseURL).href;
    const post = await createPost(request, token, { text: `Foto enviada ${unique()}`, image: file, arquivo: file, arquivo_tipo: 'image' });
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

  test('comments (5+ characters), answers and likes through the post card, with their counts', async ({ page, request }) => {
    const token = await tokenOf(request, ADMIN);
    const tag = unique();
    const post = await createPost(request, token, { text: `Conversa ${tag}` });
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    const thread = commentsButton(card);
    await expect(thread).toHaveText('Comentários (0)');
    await expect(thread).toHaveAttribute('aria-expanded', 'false');
    await thread.click();
    await expect(thread).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Nenhum comentário ainda.')).toBeVisible();

    // Four characters are refused with the message; nothing is sent.
    const comment = card.getByRole('textbox', { name: 'Comentário', exact: true });
    await comment.fill('Oi!!');
    await card.getByRole('button', { name: 'Comentar' }).click();
    await expect(card.getByText('O comentário deve ter pelo menos 5 caracteres.')).toBeVisible();
    await expect(thread).toHaveText('Comentários (0)');
    await expect(card.getByText('Nenhum comentário ainda.')).toBeVisible();

    await comment.fill(`Comentário ${tag}`);
    await card.getByRole('button', { name: 'Comentar' }).click();
    const entry = card.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` });
    await expect(entry).toContainText(`Comentário ${tag}`);
    await expect(comment).toHaveValue('');
    await expect(card.getByText('O comentário deve ter pelo menos 5 caracteres.')).toBeHidden();
    await expect(thread).toHaveText('Comentários (1)');

    // An answer to it, under the comment; answers are not counted as comments.
    await entry.getByRole('textbox', { name: `Responder a ${ADMIN_NAME}` }).fill(`Resposta ${tag}`);
    await entry.getByRole('button', { name: 'Responder' }).click();
    await expect(entry.getByRole('listitem', { name: `Resposta de ${ADMIN_NAME}` })).toContainText(`Resposta ${tag}`);
    await expect(thread).toHaveText('Comentários (1)');

    // The like toggles.
    const like = likeButton(card);
    await expect(like).toHaveAccessibleName('Curtir (0)');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAccessibleName('Curtir (1)');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAccessibleName('Curtir (0)');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAccessibleName('Curtir (1)');
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // What the server kept.
    const saved = await ownPost(request, token, post.id);
    expect([saved.likes, saved.liked, saved.comments]).toEqual([1, true, 1]);
    await page.reload();
    const again = cardOf(page, post.id);
    await expect(likeButton(again)).toHaveAccessibleName('Curtir (1)');
    await expect(likeButton(again)).toHaveAttribute('aria-pressed', 'true');
    await commentsButton(again).click();
    await expect(again.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` })).toContainText(`Comentário ${tag}`);
    await expect(again.getByRole('listitem', { name: `Resposta de ${ADMIN_NAME}` })).toContainText(`Resposta ${tag}`);
  });

  test("another person's like and comment reach an open feed without a reload: counts and the open thread", async ({ browser, request }) => {
    const adminToken = await tokenOf(request, ADMIN);
    const reader = await createFeedReader(request, adminToken);
    const tag = unique();
    const post = await createPost(request, adminToken, { pasta_id: NEW_POST_FOLDER, text: `Ao vivo ${tag}` });
    const readerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      // The reader (folder 3 granted) keeps the post's thread open.
      const watcher = await readerContext.newPage();
      await openFeed(watcher, reader.email, reader.password);
      const watched = cardOf(watcher, post.id);
      await commentsButton(watched).click();
      await expect(watched.getByText('Nenhum comentário ainda.')).toBeVisible();
      await markDocument(watcher);

      const admin = await adminContext.newPage();
      await openFeed(admin, ADMIN);
      const card = cardOf(admin, post.id);
      await likeButton(card).click();
      await expect(likeButton(card)).toHaveAccessibleName('Curtir (1)');
      await commentsButton(card).click();
      await card.getByRole('textbox', { name: 'Comentário', exact: true }).fill(`Comentário ao vivo ${tag}`);
      await card.getByRole('button', { name: 'Comentar' }).click();
      await expect(card.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` })).toContainText(`Comentário ao vivo ${tag}`);

      await expect(likeButton(watched)).toHaveAccessibleName('Curtir (1)');
      // The administrator's like, not the reader's.
      await expect(likeButton(watched)).toHaveAttribute('aria-pressed', 'false');
      await expect(commentsButton(watched)).toHaveText('Comentários (1)');
      await expect(watched.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` })).toContainText(`Comentário ao vivo ${tag}`);
      expect(await sameDocument(watcher), 'the reader never reloaded').toBe(true);
    } finally {
      await readerContext.close();
      await adminContext.close();
    }
  });

  test("a moderator's open feed receives a post of a folder granted to others only (feed.moderar reaches every folder)", async ({ browser, request }) => {
    const reader = await createFeedReader(request, await tokenOf(request, ADMIN));
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await openFeed(admin, ADMIN);
      await markDocument(admin);
      // 'Unidades' is granted to the seed's member and the reader, not to the administrator nor their group.
      const text = `Recado da unidade ${unique()}`;
      await createPost(request, await tokenOf(request, reader.email, reader.password), { pasta_id: NEW_POST_FOLDER, text });
      await expect(admin.getByRole('article', { name: `Publicação de ${reader.name}` }).filter({ hasText: text })).toBeVisible();
      expect(await sameDocument(admin), 'the administrator never reloaded').toBe(true);
    } finally {
      await adminContext.close();
    }
  });

  test('markup and script in titles, texts, comments and answers show as text; only http(s) links are links, opening safely', async ({ page, request }) => {
    const token = await tokenOf(request, ADMIN);
    const tag = unique();
    const safeLink = `https://exemplo.com.br/avisos?ref=${tag}`;
    const title = `<img src=x onerror="window.__xss=1"><svg onload=alert(document.domain)> Aviso ${tag}`;
    const lines = [
      `Aviso ${tag}`,
      '<script>window.__xss=1</script>',
      '<img src=x onerror="window.__xss=1;alert(1)">',
      '"><svg onload="window.__xss=1">',
      "'><iframe src=\"javascript:window.__xss=1\"></iframe>",
      '<a href="javascript:window.__xss=1">clique aqui</a>',
      'javascript:window.__xss=1',
      `Leia em ${safeLink}.`,
    ];
    const post = await createPost(request, token, { title, text: lines.join('\n') });
    const commentText = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1"> comentário ${tag}`;
    const query = new URLSearchParams({ client_id: '3', feed_itens_id: String(post.id), comment: commentText });
    const commented = await request.post(`${FEED_API}/comment/post?${query}`, { headers: bearer(token) });
    expect(commented.status(), await commented.text()).toBe(201);
    const commentId = ((await commented.json()) as { data: { id: number } }).data.id;
    const answerText = `"><svg onload="window.__xss=1"> <a href="javascript:alert(1)">resposta</a> ${tag}`;
    const answered = await request.post(`${FEED_API}/answer/post?client_id=3`, { data: { comment_id: commentId, answer: answerText }, headers: bearer(token) });
    expect(answered.status(), await answered.text()).toBe(201);
    // Media fields take http(s) addresses only; a page address as embed gives no player.
    for (const media of [{ image: 'javascript:window.__xss=1' }, { embed: 'javascript:window.__xss=1' }, { arquivo: 'data:text/html,<script>window.__xss=1</script>', arquivo_tipo: 'image' }]) {
      const refused = await request.post(`${FEED_API}/pasta/item/post?client_id=3`, { data: { pasta_id: GENERAL, text: `Mídia ${tag}`, ...media }, headers: bearer(token) });
      expect(refused.status(), JSON.stringify(media)).toBe(422);
    }
    const framed = await createPost(request, token, { text: `Incorporação estranha ${tag}`, embed: 'https://exemplo.com.br/pagina', embedTipo: 'video' });

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openFeed(page, ADMIN);
    const card = cardOf(page, post.id);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    for (const line of lines) await expect(card).toContainText(line);
    await commentsButton(card).click();
    const comment = card.getByRole('listitem', { name: `Comentário de ${ADMIN_NAME}` });
    await expect(comment).toContainText(commentText);
    await expect(comment.getByRole('listitem', { name: `Resposta de ${ADMIN_NAME}` })).toContainText(answerText);

    // Nothing of the payloads became markup.
    await expect(card.locator('script, iframe, img[src="x"], [onerror], [onload], svg[onload]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i], iframe[src^="javascript:" i]')).toHaveCount(0);
    // The only link in the card is the http(s) one, autolinked without its closing full stop, opening safely.
    const links = card.getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveText(safeLink);
    await expect(links).toHaveAttribute('href', safeLink);
    await expect(links).toHaveAttribute('target', '_blank');
    const rel = ((await links.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    // An embed that is no YouTube or Vimeo address is not framed.
    const odd = cardOf(page, framed.id);
    await expect(odd).toContainText(`Incorporação estranha ${tag}`);
    await expect(odd.locator('iframe')).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test("moderation: a moderator hides a person's post from its card, the author's open feed marks it, and the moderation screen restores it with both steps in its history", async ({ browser, request }) => {
    const reader = await createFeedReader(request, await tokenOf(request, ADMIN));
    const tag = unique();
    const post = await createPost(request, await tokenOf(request, reader.email, reader.password), { pasta_id: NEW_POST_FOLDER, title: `Moderar ${tag}`, text: `Aviso a moderar ${tag}` });
    const authorContext = await browser.newContext();
    const moderatorContext = await browser.newContext();
    try {
      const author = await authorContext.newPage();
      await openFeed(author, reader.email, reader.password);
      await markDocument(author);
      await expect(cardOf(author, post.id)).toBeVisible();
      await expect(cardOf(author, post.id).getByText('Oculta', { exact: true })).toBeHidden();

      // The administrator holds feed.moderar: 'Ocultar' on the card, after a confirmation.
      const moderator = await moderatorContext.newPage();
      await openFeed(moderator, ADMIN);
      const card = cardOf(moderator, post.id);
      await card.getByRole('button', { name: new RegExp(`^Ocultar a publicação de ${reader.name}`) }).click();
      const dialog = moderator.getByRole('dialog', { name: 'Ocultar publicação' });
      await expect(dialog).toContainText(`A publicação de ${reader.name} deixará de aparecer no feed.`);
      await dialog.getByRole('button', { name: 'Ocultar', exact: true }).click();
      await expect(moderator.getByText(`A publicação de ${reader.name} foi ocultada.`)).toBeVisible();
      await expect(card).toHaveCount(0);
      // The author keeps seeing their post, marked hidden, without a reload.
      await expect(cardOf(author, post.id).getByText('Oculta', { exact: true })).toBeVisible();

      // The moderation screen: the hidden queue holds it; 'Restaurar' publishes it again.
      await moderator.getByRole('link', { name: 'Moderação' }).click();
      await expect(moderator.getByRole('heading', { name: 'Moderação do feed', level: 1 })).toBeVisible();
      await moderator.getByRole('button', { name: 'Ocultos', exact: true }).click();
      await expect(moderator).toHaveURL(/situacao=ocultos/);
      const queued = moderator.getByRole('article').filter({ hasText: `Aviso a moderar ${tag}` });
      await expect(queued.getByText('Oculta', { exact: true })).toBeVisible();
      await queued.getByRole('button', { name: new RegExp(`^Restaurar a publicação de ${reader.name}`) }).click();
      await expect(moderator.getByText(`A publicação de ${reader.name} foi restaurada.`)).toBeVisible();
      await expect(queued).toHaveCount(0);
      await expect(cardOf(author, post.id).getByText('Oculta', { exact: true })).toBeHidden();
      expect(await sameDocument(author), 'the author never reloaded').toBe(true);

      // The history names both steps, on this post, by this moderator.
      await moderator.getByRole('tab', { name: 'Histórico' }).click();
      const rows = moderator.getByRole('row').filter({ hasText: `Publicação #${post.id} de ${reader.name}` });
      await expect(rows.filter({ hasText: 'Publicação ocultada' })).toContainText(ADMIN_NAME);
      await expect(rows.filter({ hasText: 'Publicação restaurada' })).toContainText(ADMIN_NAME);

      // Back on the feed, the post is there for the moderator again.
      await moderator.goto('/feed');
      await expect(cardOf(moderator, post.id)).toBeVisible();
    } finally {
      await authorContext.close();
      await moderatorContext.close();
    }
  });
});
