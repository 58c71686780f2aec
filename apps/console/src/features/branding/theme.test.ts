import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { colorConfig } from '@console/contract';
import { buildTheme, deriveColors, readableInk } from './theme.ts';

describe('readableInk', () => {
  it('darkens a light brand colour until it reads as text on white (WCAG AA)', () => {
    const ink = readableInk('#facc15');
    expect(ink).not.toBe('#facc15');
    expect(getContrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps a colour that is already readable', () => {
    expect(readableInk('#1e3a8a')).toBe('#1e3a8a');
  });
});

describe('buildTheme', () => {
  const config = colorConfig.parse({
    primary: '#facc15',
    secondary: '#1f2937',
    background: '#fffbeb',
    text: '#111111',
    logo: null,
    registration: true,
    template: { platform_type: 'academia' },
  });
  it('keeps the exact brand colour for filled surfaces and follows the language', () => {
    const theme = buildTheme(config, 'pt-br');
    expect(theme.palette.primary.main).toBe('#facc15');
    expect(theme.palette.background.default).toBe('#fffbeb');
    // A config stored before surface and error existed reads with their defaults.
    expect([theme.palette.background.paper, theme.palette.error.main]).toEqual(['#ffffff', '#d32f2f']);
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Linhas por página:');
    expect(buildTheme(config, 'es').components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(
      'Filas por página:',
    );
  });
  it('wears the surface and error colours of the config, hex or rgb', () => {
    const theme = buildTheme({ ...config, surface: '#fafaf0', error: 'rgb(200, 30, 30)' }, 'pt-br');
    expect([theme.palette.background.paper, theme.palette.error.main]).toEqual(['#fafaf0', 'rgb(200, 30, 30)']);
  });
});

/** The seven seeded clients' colours (apps/api/src/db/seed/data.ts). */
const SEEDED = [
  { client: 'Asta', primary: '#1e3a8a', secondary: '#f59e0b', background: '#f8fafc', text: '#0f172a' },
  { client: 'Fitness Link', primary: '#059669', secondary: '#111827', background: '#ecfdf5', text: '#064e3b' },
  { client: 'Smart Fit', primary: '#facc15', secondary: '#1f2937', background: '#fffbeb', text: '#111111' },
  { client: 'Action Aid', primary: '#dc2626', secondary: '#7c2d12', background: '#fef2f2', text: '#1c1917' },
  { client: 'Lele', primary: '#db2777', secondary: '#7c3aed', background: '#fdf2f8', text: '#3b0764' },
  { client: 'Admin', primary: '#334155', secondary: '#0ea5e9', background: '#f1f5f9', text: '#020617' },
  { client: 'Nova Terra', primary: '#166534', secondary: '#a16207', background: '#f7fee7', text: '#1a2e05' },
];

/** A seeded client's colours as its stored config reads. */
const branded = (colors: (typeof SEEDED)[number]) =>
  colorConfig.parse({ ...colors, logo: null, registration: false, template: { platform_type: 'plataforma' } });

describe('colours derived for each seeded client', () => {
  it.each(SEEDED)('$client: labels, focus and button text reach 4.5:1', (colors) => {
    const theme = buildTheme(branded(colors), 'pt-br');
    const paper = theme.palette.background.paper;
    const derived = deriveColors({
      primary: colors.primary,
      secondary: colors.secondary,
      paper,
      background: colors.background,
    });
    for (const surface of [paper, colors.background]) {
      expect(getContrastRatio(derived.ink, surface)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(derived.focus, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.palette.primary.main).toBe(colors.primary);
    expect(getContrastRatio(theme.palette.primary.contrastText, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(theme.palette.secondary.contrastText, colors.secondary)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the focused label, the focused outline and the focus ring the derived colours', () => {
    const smartFit = SEEDED[2];
    const theme = buildTheme(branded(smartFit), 'pt-br');
    const derived = deriveColors({
      primary: smartFit.primary,
      secondary: smartFit.secondary,
      paper: '#fff',
      background: smartFit.background,
    });
    const label = theme.components?.MuiFormLabel?.styleOverrides?.root as Record<string, { color: string }>;
    expect(label['&.Mui-focused:not(.Mui-error)'].color).toBe(derived.ink);
    const input = theme.components?.MuiOutlinedInput?.styleOverrides?.root as Record<string, { borderColor: string }>;
    expect(input['&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline'].borderColor).toBe(derived.ink);
    const ring = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, { outline: string }>;
    expect(ring['&.Mui-focusVisible'].outline).toBe(`3px solid ${derived.focus}`);
    expect(getContrastRatio(smartFit.primary, '#ffffff')).toBeLessThan(2);
  });

  it.each(SEEDED)("$client: a selected tab's label reads at 4.5:1 on the page", (colors) => {
    const theme = buildTheme(branded(colors), 'pt-br');
    const tab = theme.components?.MuiTab?.styleOverrides?.root as Record<string, { color: string }> | undefined;
    for (const surface of [theme.palette.background.paper, colors.background])
      expect(getContrastRatio(tab?.['&.Mui-selected'].color ?? colors.primary, surface)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('buildTheme reflow (issue 27)', () => {
  it("wraps a dialog's action buttons at 390 px instead of overlapping them", () => {
    const root = buildTheme(undefined, 'pt-br').components?.MuiDialogActions?.styleOverrides?.root as Record<
      string,
      unknown
    >;
    expect(root.flexWrap).toBe('wrap');
    expect(root.gap).toBe(8);
    expect(root['& > :not(style) ~ :not(style)']).toEqual({ marginLeft: 0 });
  });
});
