import { expect, test, type Locator, type Page } from '@playwright/test';
import { goClient, settle, tr, trackRequests, type Lang } from './a11y-axe-support.ts';
import { signIn } from './support.ts';

// Issue 27, WCAG 1.4.10 (reflow): at 320 px wide, and at 640 px (200% zoom of a 1280 px window), the users list, the
// dashboard and the feed scroll only vertically, and their main buttons are whole and apart, none cut off or overlapped.

/** What sticks out past the window's right edge, to name the culprit when the page scrolls sideways. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      scroll: document.documentElement.scrollWidth,
      width,
      culprits: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .filter((element) => !element.closest('.MuiTableContainer-root'))
        .slice(0, 6)
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
    };
  });

/** The button is inside the window, and its middle is the button itself (nothing drawn over it). */
async function expectWhole(button: Locator) {
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  const width = await button.evaluate(() => document.documentElement.clientWidth);
  const name = await button.innerText();
  expect(box!.x, `${name}: its left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name}: its right edge`).toBeLessThanOrEqual(width);
  const onTop = await button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && element.contains(top);
  });
  expect(onTop, `${name}: nothing over its middle`).toBe(true);
  // Its label fits inside it (a squeezed button's text runs out over its neighbours).
  const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  expect(fits, `${name}: its label inside it`).toBe(true);
}

/** No two of the buttons overlap. */
async function expectApart(buttons: Locator[]) {
  const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
  for (let i = 0; i < boxes.length; i += 1)
    for (let j = i + 1; j < boxes.length; j += 1) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `buttons ${i} and ${j} overlap`).toBe(true);
    }
}

for (const lang of ['pt-br', 'en'] as const satisfies readonly Lang[]) {
  for (const width of [320, 640]) {
    test(`at ${width} px wide (${lang}) the users list, the dashboard and the feed reflow: no sideways scroll, their buttons whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const inFlight = trackRequests(page);
      await signIn(page, '/asta/login', 'admin@asta.demo');
      await expect(page).toHaveURL(/\/$/);
      if (lang === 'en') {
        await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
        await goClient(page, '/?lang=en');
        await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      }
      const main = page.getByRole('main');
      const screens: { path: string; buttons: () => Locator[] }[] = [
        {
          path: '/usuarios',
          buttons: () =>
            [tr(lang, 'users.fields.title'), tr(lang, 'imports.button'), tr(lang, 'users.create')]
              .map((name) => main.getByRole('link', { name, exact: true }))
              .concat(main.getByRole('button', { name: tr(lang, 'users.find'), exact: true })),
        },
        {
          path: '/',
          buttons: () => [
            main
              .getByRole('group', { name: tr(lang, 'period.label') })
              .getByRole('button')
              .last(),
          ],
        },
        {
          path: '/feed',
          buttons: () => [
            main.getByRole('link', { name: tr(lang, 'feed.new.open') }),
            main.getByRole('link', { name: tr(lang, 'feed.moderationLink') }),
          ],
        },
      ];
      for (const { path, buttons } of screens) {
        await goClient(page, path);
        await expect(main.locator('h1').first()).toBeVisible();
        await settle(page, inFlight);
        const found = buttons();
        for (const button of found) await expectWhole(button);
        await expectApart(found);
        const { scroll, width: client, culprits } = await overflowing(page);
        expect(scroll, `${path} scrolls sideways by ${scroll - client}px: ${culprits.join(', ')}`).toBeLessThanOrEqual(
          client,
        );
      }
    });
  }
}
