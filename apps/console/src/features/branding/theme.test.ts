import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { buildTheme, readableInk } from './theme.ts';

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
  const config = {
    primary: '#facc15',
    secondary: '#1f2937',
    background: '#fffbeb',
    text: '#111111',
    logo: null,
    registration: true,
    template: { platform_type: 'academia' },
  };
  it('keeps the exact brand colour for filled surfaces and follows the language', () => {
    const theme = buildTheme(config, 'pt-br');
    expect(theme.palette.primary.main).toBe('#facc15');
    expect(theme.palette.background.default).toBe('#fffbeb');
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Linhas por página:');
    expect(buildTheme(config, 'es').components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Filas por página:');
  });
});
