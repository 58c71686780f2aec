import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

// Issue 27: helpers of the console-wide axe-core check (a11y-axe.spec.ts).

/** The WCAG 2.1 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules outside those tags that still fail the check, whatever axe-core's impact: skipped heading levels (axe rates
 * them moderate best practice) break the outline screen-reader users move through (issue 27, "Heading levels skip").
 */
const ALSO_FAILING = ['heading-order'];

/** One serious or critical violation: the screen, the rule and the nodes it found. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  /** axe-core's explanation for the first node (e.g. the contrast ratio found). */
  summary: string;
}

/** The serious and critical WCAG 2.1 AA violations, and skipped heading levels, on the page as it is now. */
async function scan(page: Page, screen: string, within?: string): Promise<Finding[]> {
  // `options` first: withTags then adds its runOnly, and axe-core runs the enabled rules beside the tags'.
  const enabled = Object.fromEntries(ALSO_FAILING.map((rule) => [rule, { enabled: true }]));
  // resultTypes: only violations are read; axe-core then keeps one node of the passes and the rest, not every node.
  const builder = new AxeBuilder({ page }).options({ rules: enabled, resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || ALSO_FAILING.includes(violation.id),
    )
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
    }));
}

/** A readable report: one line per screen and rule, with the first node targets. */
function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.screen}: ${f.impact} ${f.rule} at ${f.targets.slice(0, 4).join(' | ')}${f.targets.length > 4 ? ` (+${f.targets.length - 4})` : ''} — ${f.summary}`,
    )
    .join('\n');
}

/** Collects findings over many screens and fails once, at the end, listing them all. */
export class Audit {
  readonly findings: Finding[] = [];
  readonly screens: string[] = [];

  constructor(private readonly page: Page) {}

  /** Checks the whole page, or only `within` (a CSS selector) when the rest was checked on an earlier screen. */
  async check(screen: string, within?: string): Promise<void> {
    this.screens.push(screen);
    // A dialog still fading in blends its colours with the page's: axe-core would measure a contrast no one sees.
    await this.page
      .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
        timeout: 3_000,
      })
      .catch(() => undefined);
    const found = await scan(this.page, screen, within);
    if (found.length) console.log(report(found));
    this.findings.push(...found);
  }

  expectClean(): void {
    expect(this.screens.length, 'screens checked').toBeGreaterThan(0);
    expect(
      report(this.findings),
      'serious or critical axe-core violations and skipped heading levels (screen: rule at nodes)',
    ).toBe('');
  }
}

/** Counts the requests in flight, so a screen is checked once what it asked for has arrived. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/** Waits until no request has been in flight and no progress bar shown for a short while. */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const busy = inFlight() > 0 || (await page.locator('[role="progressbar"]:visible').count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 250) return;
    await page.waitForTimeout(50);
  }
}

/** Navigates inside the single-page console without reloading it (the router follows history's popstate). */
export async function goClient(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The links of the menu group `id` (a hub), with its nested groups opened. */
async function groupLinks(page: Page, nav: Locator, id: string) {
  const button = nav.locator(`[aria-controls="${id}"]`);
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  const group = nav.locator(`#${id}`);
  await expect(group.getByRole('link').first()).toBeVisible();
  const closed = group.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return group
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, label: (a.textContent ?? '').trim() })),
    );
}

/**
 * The side menu's links (path and label): every hub opened in turn the way a person would (one hub stays open at a
 * time), or only `hub`'s.
 */
export async function menuLinks(page: Page, navName: string, hub?: string): Promise<{ path: string; label: string }[]> {
  const nav = page.getByRole('navigation', { name: navName });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hubs = hub
    ? [`menu-group-${hub}`]
    : await nav
        .locator(':scope > ul > li > [aria-controls]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-controls') ?? ''));
  const found = hub
    ? []
    : await nav
        .locator(':scope > ul > li > a')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, label: (a.textContent ?? '').trim() })),
        );
  for (const id of hubs) found.push(...(await groupLinks(page, nav, id)));
  const origin = new URL(page.url()).origin;
  return found
    .filter((link) => link.href.startsWith(origin))
    .map((link) => ({ path: link.href.slice(origin.length), label: link.label }));
}

export type Lang = 'pt-br' | 'en';
const dictionaries = Object.fromEntries(
  (['pt-br', 'en'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../../apps/console/public/assets/i18n/${lang}.json`, import.meta.url), 'utf8')),
  ]),
) as Record<Lang, Record<string, unknown>>;

/** The console's own text for `key` in `lang`, with its {{placeholders}} filled. */
export function tr(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let value: unknown = dictionaries[lang];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
