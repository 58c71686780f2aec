import { getContrastRatio, hslToRgb } from '@mui/material/styles';
import { colorChannels, type ColorConfig } from '@console/contract';
import { textOn } from './theme.ts';

/**
 * The contrast check of the brand editor (WCAG 2.x): the ratio of the relative luminances of the pairs of colours
 * a client's pages really show, against AA for normal text (4.5:1), and for a pair below it the nearest colour that
 * passes. The ratio is MUI's (getContrastRatio, the one the theme builder uses); only the search is ours. The server
 * does not judge contrast, so this stays in the console.
 */

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

export const COLOR_FIELDS = ['primary', 'secondary', 'background', 'surface', 'text', 'error'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];
export type BrandColors = Pick<ColorConfig, ColorField>;

type CheckKey = 'textOnBackground' | 'buttonOnPrimary' | 'textOnSurface' | 'errorOnSurface' | 'buttonOnSecondary';

interface Pair {
  key: CheckKey;
  /** The colour a suggestion changes. */
  field: ColorField;
  foreground: (colors: BrandColors) => string;
  background: (colors: BrandColors) => string;
}

/** The pairs of the pages: the theme writes on a primary or secondary button in black or white, whichever reads better (textOn). */
const PAIRS: readonly Pair[] = [
  { key: 'textOnBackground', field: 'text', foreground: (c) => c.text, background: (c) => c.background },
  { key: 'buttonOnPrimary', field: 'primary', foreground: (c) => textOn(c.primary), background: (c) => c.primary },
  { key: 'textOnSurface', field: 'text', foreground: (c) => c.text, background: (c) => c.surface },
  { key: 'errorOnSurface', field: 'error', foreground: (c) => c.error, background: (c) => c.surface },
  {
    key: 'buttonOnSecondary',
    field: 'secondary',
    foreground: (c) => textOn(c.secondary),
    background: (c) => c.secondary,
  },
];

export interface ContrastCheck {
  key: CheckKey;
  field: ColorField;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
  /** For a pair below AA: the nearest colour of `field` with which every pair of that field passes; null when none does. */
  suggestion: string | null;
}

/** '#rrggbb' of a colour written #RRGGBB or rgb(r, g, b); null for anything else. */
export function toHex(color: string): string | null {
  const channels = colorChannels(color.trim());
  return channels ? `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}` : null;
}

/** Hue (0-360), saturation and lightness (0-100) of a valid colour. */
export function toHsl(color: string): [number, number, number] {
  const [r, g, b] = (colorChannels(color.trim()) ?? [0, 0, 0]).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return [0, 0, lightness * 100];
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === r
      ? ((g - b) / delta + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / delta + 2) * 60
        : ((r - g) / delta + 4) * 60;
  return [hue, saturation * 100, lightness * 100];
}

const fromHsl = (hue: number, saturation: number, lightness: number): string =>
  toHex(hslToRgb(`hsl(${hue}, ${saturation}%, ${lightness}%)`)) ?? '#000000';

const passesAll = (colors: BrandColors, field: ColorField): boolean =>
  PAIRS.filter((pair) => pair.field === field).every(
    (pair) => getContrastRatio(pair.foreground(colors), pair.background(colors)) >= AA_TEXT,
  );

/**
 * The nearest colour to `colors[field]` (same hue and saturation, lightness moved in steps of 1%, darker first at
 * equal distance) with which every checked pair of that field reaches AA; null when no lightness does.
 */
export function suggestColor(colors: BrandColors, field: ColorField): string | null {
  const [hue, saturation, lightness] = toHsl(colors[field]);
  for (let step = 1; step <= 100; step++) {
    for (const next of [lightness - step, lightness + step]) {
      if (next < 0 || next > 100) continue;
      const candidate = fromHsl(hue, saturation, next);
      if (passesAll({ ...colors, [field]: candidate }, field)) return candidate;
    }
  }
  return null;
}

/** Every checked pair of the colours, in the order shown; colours must be valid (#RRGGBB or rgb(r, g, b)). */
export function contrastChecks(colors: BrandColors): ContrastCheck[] {
  return PAIRS.map(({ key, field, foreground, background }) => {
    const pair = { foreground: foreground(colors), background: background(colors) };
    const ratio = getContrastRatio(pair.foreground, pair.background);
    const passes = ratio >= AA_TEXT;
    return { key, field, ...pair, ratio, passes, suggestion: passes ? null : suggestColor(colors, field) };
  });
}

/** A ratio as 'n,nn:1' in the language, cut (never rounded up: 4.499 must not read 4.50). */
export const formatRatio = (ratio: number, locale: string): string =>
  `${(Math.floor(ratio * 100) / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
