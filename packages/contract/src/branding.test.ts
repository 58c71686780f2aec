import { describe, expect, it } from 'vitest';
import { brandColor, colorChannels, colorConfig, colorUpdateBody } from './branding.ts';

describe('a brand colour', () => {
  it.each([
    ['#0b5394', [11, 83, 148]],
    ['#FFFFFF', [255, 255, 255]],
    ['rgb(0, 128, 255)', [0, 128, 255]],
    ['rgb(12,34,56)', [12, 34, 56]],
  ] as const)('%s reads as %j', (value, channels) => {
    expect(colorChannels(value)).toEqual(channels);
    expect(brandColor.safeParse(`  ${value} `).success).toBe(true);
  });

  it.each([
    'blue',
    '#12345',
    '#1234567',
    '#ggg000',
    'rgb(256, 0, 0)',
    'rgb(1, 2)',
    'rgba(1, 2, 3, 0.5)',
    'hsl(10, 20%, 30%)',
    '',
  ])('%j is refused', (value) => {
    expect(colorChannels(value.trim())).toBeNull();
    expect(brandColor.safeParse(value).success).toBe(false);
  });
});

describe('the colour config', () => {
  it('reads a config stored before surface, error, favicon and login background with their defaults', () => {
    const stored = {
      primary: '#1e3a8a',
      secondary: '#f59e0b',
      background: '#f8fafc',
      text: '#0f172a',
      logo: null,
      registration: false,
      template: { platform_type: 'plataforma' },
    };
    expect(colorConfig.parse(stored)).toEqual({
      ...stored,
      surface: '#ffffff',
      error: '#d32f2f',
      favicon: null,
      login_background: null,
    });
  });

  it('takes any part of the brand in an update, and neither registration nor unknown fields', () => {
    expect(colorUpdateBody.safeParse({ config: {} }).success).toBe(true);
    expect(
      colorUpdateBody.safeParse({
        config: { primary: 'rgb(1, 2, 3)', logo: null, template: { platform_type: 'academia' } },
      }).success,
    ).toBe(true);
    expect(colorUpdateBody.safeParse({ config: { registration: true } }).success).toBe(false);
    expect(colorUpdateBody.safeParse({ config: { template: { platform_type: 'outro' } } }).success).toBe(false);
  });
});
