import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme, deriveColors } from '../../features/branding/theme.ts';
import { colorConfig } from '@console/contract';
import { appBarFocusRing, FOCUS_RING_CONTRAST } from './focus-ring.ts';

/** The seven seeded clients' colours (apps/api/src/db/seed/data.ts): the app bar wears the primary. */
const SEEDED = [
  { client: 'Asta', primary: '#1e3a8a', secondary: '#f59e0b', background: '#f8fafc', surface: '#ffffff' },
  { client: 'Fitness Link', primary: '#059669', secondary: '#111827', background: '#ecfdf5', surface: '#ffffff' },
  { client: 'Smart Fit', primary: '#facc15', secondary: '#1f2937', background: '#fffbeb', surface: '#ffffff' },
  { client: 'Action Aid', primary: '#dc2626', secondary: '#7c2d12', background: '#fef2f2', surface: '#ffffff' },
  { client: 'Lele', primary: '#db2777', secondary: '#7c3aed', background: '#fdf2f8', surface: '#ffffff' },
  { client: 'Admin', primary: '#334155', secondary: '#0ea5e9', background: '#f1f5f9', surface: '#ffffff' },
  { client: 'Nova Terra', primary: '#166534', secondary: '#a16207', background: '#f7fee7', surface: '#ffffff' },
];

describe('the focus ring on the app bar', () => {
  it.each(SEEDED)('$client: reaches 3:1 against the bar', ({ primary }) => {
    expect(getContrastRatio(appBarFocusRing(primary), primary)).toBeGreaterThanOrEqual(FOCUS_RING_CONTRAST);
  });

  it('is needed: the theme’s own ring falls under 3:1 on most of the seeded bars', () => {
    const under = SEEDED.filter(
      ({ primary, secondary, background, surface }) =>
        getContrastRatio(deriveColors({ primary, secondary, paper: surface, background }).focus, primary) <
        FOCUS_RING_CONTRAST,
    );
    expect(under.length).toBeGreaterThanOrEqual(5);
  });

  it('the bar is the theme’s primary colour', () => {
    const [smartFit] = SEEDED.filter((c) => c.client === 'Smart Fit');
    const theme = buildTheme(
      colorConfig.parse({
        ...smartFit,
        text: '#111111',
        logo: null,
        registration: false,
        template: { platform_type: 'academia' },
      }),
      'pt-br',
    );
    expect(theme.palette.primary.main).toBe('#facc15');
    expect(appBarFocusRing(theme.palette.primary.main)).toBe('#000000');
  });
});
