import { describe, expect, it } from 'vitest';
import { timeAgo } from './format.ts';

const NOW = Date.parse('2024-05-20T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('timeAgo', () => {
  it('says how long ago in the interface language, in the largest whole unit', () => {
    expect(timeAgo(before(10_000), 'pt-br', NOW)).toBe('agora');
    expect(timeAgo(before(5 * MINUTE), 'pt-br', NOW)).toBe('há 5 minutos');
    expect(timeAgo(before(3 * DAY), 'pt-br', NOW)).toBe('há 3 dias');
    expect(timeAgo(before(1 * DAY), 'pt-br', NOW)).toBe('ontem');
    expect(timeAgo(before(3 * DAY), 'en', NOW)).toBe('3 days ago');
    expect(timeAgo(before(800 * DAY), 'es', NOW)).toBe('hace 2 años');
  });

  it('is empty for no moment or a malformed one', () => {
    expect(timeAgo(null, 'pt-br', NOW)).toBe('');
    expect(timeAgo('ontem', 'pt-br', NOW)).toBe('');
  });
});
