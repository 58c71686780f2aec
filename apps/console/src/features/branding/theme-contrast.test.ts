import { describe, expect, it } from 'vitest';
import { decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import { colorConfig } from '@console/contract';
import { buildTheme } from './theme.ts';

/** A colour with alpha as it shows on `surface` (contrast ratios are of what the eye sees). */
const over = (color: string, surface: string): string => {
  const top = decomposeColor(color);
  const alpha = top.values[3] ?? 1;
  const bottom = decomposeColor(surface).values;
  const mixed = [0, 1, 2].map((i) => Math.round(top.values[i] * alpha + bottom[i] * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
};
const ratio = (color: string, surface: string) => getContrastRatio(over(color, surface), surface);

const surfacesOf = (theme: Theme) => [theme.palette.background.paper, theme.palette.background.default];
const override = (theme: Theme, component: 'MuiOutlinedInput' | 'MuiToggleButton', slot: string, key: string) =>
  (theme.components?.[component]?.styleOverrides as Record<string, Record<string, string>>)[slot][key];

const branded = colorConfig.parse({
  primary: '#facc15',
  secondary: '#1f2937',
  background: '#fffbeb',
  surface: '#fafaf0',
  text: '#111111',
  logo: null,
  registration: true,
  template: { platform_type: 'academia' },
});

describe.each([
  ['the default theme', buildTheme(undefined, 'pt-br')],
  ['a light brand', buildTheme(branded, 'pt-br')],
])('contrast of %s (issue 27, WCAG 1.4.3 and 1.4.11)', (_name, theme) => {
  it.each(['info', 'warning', 'success', 'error'] as const)(
    'a filled %s chip has text at 4.5:1 and an outlined one reads on the page',
    (color) => {
      const { main, contrastText } = theme.palette[color];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
      if (color === 'error') return; // the brand's own error colour is the client's choice
      for (const surface of surfacesOf(theme)) expect(getContrastRatio(main, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('an unfocused input border reaches 3:1 against the card and the page', () => {
    const border = override(theme, 'MuiOutlinedInput', 'notchedOutline', 'borderColor');
    for (const surface of surfacesOf(theme)) expect(ratio(border, surface)).toBeGreaterThanOrEqual(3);
  });

  it('an unselected toggle button (the period picker) and secondary text reach 4.5:1', () => {
    const toggle = override(theme, 'MuiToggleButton', 'root', 'color');
    for (const surface of surfacesOf(theme)) {
      expect(ratio(toggle, surface)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(theme.palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
