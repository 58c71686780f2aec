import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signIn, unique, bearer } from './support.ts';

// The feed specs (issue 6; SPEC.md §2.6, §4) work in client 3 (Asta). Other spec files share the database and run
// alongside: every post carries a tag no other run uses and is found by it (or by its id), never by its place in the feed.

const LOGIN = '/asta/login';
export const ADMIN = 'admin@asta.demo';
export const ADMIN_NAME = 'Administrador Asta';
/** 'Geral', which the administrator (feed.moderar: every folder) posts into through the API. */
export const GENERAL = 1;
/** 'Unidades': /feed/nova posts into folder 3 (SPEC.md §9); the seed grants it to its member alone. */
export const NEW_POST_FOLDER = 3;
export const PLAYER = 'Vídeo incorporado';
export const FEED_API = '/api/v2/client/feed';

/** An 11-character YouTube video id of its own, so the embedded player found is this test's. */
export const videoId = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 11).padEnd(11, 'x');

export interface Post {
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

export async function createPost(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<Post> {
  const res = await request.post(`${FEED_API}/pasta/item/post?client_id=3`, {
    data: { pasta_id: GENERAL, ...body },
    headers: bearer(token),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Post }).data;
}

/** The signed-in user's own post as the API answers it now. */
export async function ownPost(request: APIRequestContext, token: string, id: number): Promise<Post> {
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
export async function createFeedReader(request: APIRequestContext, adminToken: string) {
  const tag = unique();
  const person = {
    name: `Leitora Feed ${tag}`,
    email: `leitora.feed.${tag}@exemplo.com.br`,
    password: 'Mural-de-avisos-73',
  };
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3', {
    data: person,
    headers: bearer(adminToken),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const granted = await request.post(`/api/v2/admin/folder/permission/${NEW_POST_FOLDER}?client_id=3`, {
    data: { field: 'user_id', target_type: 'user', value: id },
    headers: bearer(adminToken),
  });
  expect(granted.status(), await granted.text()).toBe(201);
  return { ...person, id };
}

/** The title of the page that stands in for a player. */
const STAND_IN_PLAYER = 'Stand-in player';

/** Players load from YouTube and Vimeo: a blank page answers for them, so no test waits on the internet. */
export async function stubPlayers(context: BrowserContext) {
  await context.route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>${STAND_IN_PLAYER}</title>` }),
  );
}

/**
 * That the player frame of `src` really loaded: its document is the stand-in page. A frame the console's CSP
 * refuses (no frame-src for the player's host) still exists as an element, but shows Chromium's error page
 * (chrome-error://) instead.
 */
export async function expectPlayerLoaded(page: Page, src: string) {
  await expect
    .poll(async () => {
      const frame = page.frames().find((f) => f.url() === src);
      return frame
        ? await frame.title().catch(() => 'unreadable')
        : `no frame at ${src} (${page
            .frames()
            .map((f) => f.url())
            .join(', ')})`;
    })
    .toBe(STAND_IN_PLAYER);
}

/**
 * Clicks a control that sits below a player frame. The player is a frame of another site, which Chromium hit-tests
 * in the compositor: a click right after scrolling the control into view can still be routed to where the frame
 * was, and never reach the page. Scrolling first and letting two frames paint avoids that; a person never clicks
 * within the same frame as the scroll.
 */
export async function clickBelowPlayer(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await control.click();
}

export async function openFeed(page: Page, email: string, password?: string) {
  await signIn(page, LOGIN, email, password);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  await expect(page.getByRole('feed', { name: 'Feed' })).toBeVisible();
}

/** A post's card, by the thread its comments button controls (its text may change under the test). */
export const cardOf = (page: Page, id: number) =>
  page.getByRole('article').filter({ has: page.locator(`[aria-controls="feed-thread-${id}"]`) });
export const likeButton = (card: Locator) => card.getByRole('button', { name: /^Curtir \(\d+\)$/ });
export const commentsButton = (card: Locator) => card.getByRole('button', { name: /^Comentários \(\d+\)$/ });

/** Marks the document, so a later check tells whether the page was reloaded meanwhile. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __feedDocument: true }));
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __feedDocument?: boolean }).__feedDocument === true);
