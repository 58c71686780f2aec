import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { AA_TEXT, contrastChecks, formatRatio, suggestColor, toHex, toHsl, type BrandColors } from './contrast.ts';

const ASTA: BrandColors = {
  primary: '#1e3a8a',
  secondary: '#f59e0b',
  background: '#f8fafc',
  surface: '#ffffff',
  text: '#0f172a',
  error: '#d32f2f',
};

const check = (colors: BrandColors, key: string) => contrastChecks(colors).find((c) => c.key === key);

describe('contrast maths', () => {
  it('follows WCAG 2.x: black on white is 21:1, a colour on itself 1:1, #767676 on white just passes AA and #777777 just fails', () => {
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#1e3a8a', '#1e3a8a')).toBeCloseTo(1, 5);
    expect(getContrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it('reads #RRGGBB and rgb(r, g, b) alike', () => {
    expect(toHex('rgb(30, 58, 138)')).toBe('#1e3a8a');
    expect(toHex(' #1E3A8A ')).toBe('#1e3a8a');
    expect(toHex('blue')).toBeNull();
    expect(toHsl('#ff0000')).toEqual([0, 100, 50]);
    expect(toHsl('#808080')[2]).toBeCloseTo(50.2, 1);
  });

  it('passes the seeded brand of Asta on every pair', () => {
    const checks = contrastChecks(ASTA);
    expect(checks.map((c) => c.key)).toEqual([
      'textOnBackground',
      'buttonOnPrimary',
      'textOnSurface',
      'errorOnSurface',
      'buttonOnSecondary',
    ]);
    expect(checks.every((c) => c.passes && c.suggestion === null)).toBe(true);
  });

  it('flags grey text on a white page and suggests the nearest darker grey that reaches AA on the page and on cards', () => {
    const colors = { ...ASTA, text: '#999999', background: '#ffffff' };
    const low = check(colors, 'textOnBackground');
    expect(low?.passes).toBe(false);
    expect(low?.ratio).toBeCloseTo(2.85, 2);
    const suggestion = low?.suggestion ?? '';
    expect(getContrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    // One lightness step lighter would not pass: it is the nearest.
    const [h, s, l] = toHsl(suggestion);
    expect(l).toBeLessThan(toHsl('#999999')[2]);
    expect(getContrastRatio(`hsl(${h}, ${s}%, ${l + 1}%)`, '#ffffff')).toBeLessThan(AA_TEXT);
    expect(check(colors, 'textOnSurface')?.suggestion).toBe(suggestion);
  });

  it('lightens text on a dark page, keeping its hue', () => {
    const colors = { ...ASTA, text: '#3b2f6b', background: '#1a1a2e', surface: '#1a1a2e' };
    const suggestion = check(colors, 'textOnBackground')?.suggestion ?? '';
    expect(toHsl(suggestion)[2]).toBeGreaterThan(toHsl('#3b2f6b')[2]);
    expect(toHsl(suggestion)[0]).toBeCloseTo(toHsl('#3b2f6b')[0], -1);
    expect(getContrastRatio(suggestion, '#1a1a2e')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('answers no suggestion when no lightness of the text reads on both the page and the cards', () => {
    expect(suggestColor({ ...ASTA, text: '#777777', background: '#ffffff', surface: '#595959' }, 'text')).toBeNull();
  });

  it('checks the button text the theme really writes on primary (black or white): it always reaches AA', () => {
    for (const primary of ['#facc15', '#777777', '#808080', '#1e3a8a', '#ffffff']) {
      const button = check({ ...ASTA, primary }, 'buttonOnPrimary');
      expect(button?.passes).toBe(true);
      expect(['#ffffff', '#000000']).toContain(button?.foreground);
    }
  });

  it('writes ratios cut to two decimals in the language', () => {
    expect(formatRatio(4.4999, 'pt-BR')).toBe('4,49:1');
    expect(formatRatio(21, 'en-US')).toBe('21.00:1');
  });
});
