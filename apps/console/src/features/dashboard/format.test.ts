import { describe, expect, it } from 'vitest';
import { formatFigure } from './format.ts';

/** The dashboard's money figures follow the interface language (issue 27): they were always written 'R$ 1.234,56'. */
describe('formatFigure for money', () => {
  it('writes reais as the interface language writes them', () => {
    expect(formatFigure('cents', 123456, 'pt-br')).toBe('R$ 1.234,56');
    expect(formatFigure('cents', 123456, 'en')).toBe('R$1,234.56');
    expect(formatFigure('cents', 1234567, 'es')).toBe('12.345,67 R$');
    expect(formatFigure('cents', 0, 'en')).toBe('R$0.00');
  });

  it('keeps counts and sizes in the language too', () => {
    expect(formatFigure('count', 1234567, 'en')).toBe('1,234,567');
    expect(formatFigure('count', 1234567, 'pt-br')).toBe('1.234.567');
  });
});
