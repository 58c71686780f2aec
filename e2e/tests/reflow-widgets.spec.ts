import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support.ts';

// Issue 27 at 390 px: e-mails wrap before the @ and the domain's dots (never letter by letter), and the buttons of an
// action row stay whole, inside the window and apart from each other.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await signIn(page, '/fitness-link/login', 'admin@fitness-link.demo');
  await expect(page).toHaveURL(/\/$/);
});

/** Every button of the row is inside the window and none overlaps another. */
async function expectApart(buttons: Locator) {
  const width = await buttons.first().evaluate(() => document.documentElement.clientWidth);
  const boxes = [];
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    boxes.push(box!);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
    }
}

test('an e-mail in the users list takes at most one line per piece (name, @domain, .com, ...)', async ({ page }) => {
  await page.goto('/usuarios');
  const table = page.getByRole('table', { name: 'Usuários' });
  const email = table.locator('td [title*="@"]').first();
  await expect(email).toBeVisible();
  const { lines, pieces } = await email.evaluate((span) => ({
    lines: new Set([...span.getClientRects()].map((rect) => Math.round(rect.top))).size,
    pieces: span.querySelectorAll('wbr').length + 1,
  }));
  expect(lines).toBeLessThanOrEqual(pieces);
});

test("the upload dialog's and the user form's buttons stay whole and apart", async ({ page }) => {
  await page.goto('/arquivos');
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar arquivo' });
  await expect(dialog.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
  await expectApart(dialog.getByRole('button'));
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/usuarios/novo');
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeVisible();
  await expectApart(page.locator('form').getByRole('button', { name: /^(Cancelar|Salvar)$/ }));
});
