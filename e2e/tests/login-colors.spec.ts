import { expect, test } from '@playwright/test';

/** WCAG contrast of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("Smart Fit's login page is yellow from its first paint, with a readable focused label", async ({ page }) => {
  // The colours call is held back: whatever the page paints until then comes with the page itself.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v2/admin/color/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/smartfit/login', { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: 'Entrar' });
  await button.waitFor();
  // The first evaluation after the button appears, without waiting for any call.
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 204, 21)');
  expect(
    contrast(await button.evaluate((el) => getComputedStyle(el).color), 'rgb(250, 204, 21)'),
  ).toBeGreaterThanOrEqual(4.5);

  await page.getByLabel('E-mail').focus();
  const label = page.locator('label', { hasText: 'E-mail' });
  await expect(label).toHaveClass(/Mui-focused/);
  const labelColor = await label.evaluate((el) => getComputedStyle(el).color);
  const paper = await label.evaluate((el) => {
    let node: Element | null = el;
    while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)') node = node.parentElement;
    return node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)';
  });
  expect(contrast(labelColor, paper)).toBeGreaterThanOrEqual(4.5);
  release();
});
