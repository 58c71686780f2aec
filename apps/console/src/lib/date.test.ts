import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { applyDateLocale, formatDate, formatDateTime } from './date.ts';

describe('formatDate (SPEC.md §9: DD/MM/YYYY in pt-br)', () => {
  afterEach(() => applyDateLocale('pt-br'));

  it('writes day, month, year in pt-br and es, month first in en', () => {
    expect(formatDate('2026-03-09T12:00:00')).toBe('09/03/2026');
    expect(formatDate('2026-03-09T12:00:00', 'es')).toBe('09/03/2026');
    expect(formatDate('2026-03-09T12:00:00', 'en')).toBe('03/09/2026');
  });

  it('follows the active language and switches the dayjs locale', () => {
    applyDateLocale('en');
    expect(formatDate(new Date(2026, 0, 31))).toBe('01/31/2026');
    expect(dayjs.locale()).toBe('en');
    applyDateLocale('pt-br');
    expect(dayjs().locale('pt-br').format('MMMM')).toMatch(/^[a-zç]+$/);
    expect(dayjs.locale()).toBe('pt-br');
  });

  it('answers empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes a moment with its local time', () => {
    expect(formatDateTime(new Date(2026, 2, 9, 14, 5))).toBe('09/03/2026 14:05');
    expect(formatDateTime(new Date(2026, 2, 9, 14, 5), 'en')).toBe('03/09/2026 2:05 PM');
    expect(formatDateTime('not a date')).toBe('');
  });
});
