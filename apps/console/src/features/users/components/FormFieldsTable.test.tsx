import { render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { FIELDS } from '../test-fixtures.ts';
import { FormFieldsTable } from './FormFieldsTable.tsx';

/** rgba(r, g, b, a) over white, as the eye sees it. */
const onWhite = (color: string) => {
  const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const mix = (value: number) => Math.round(value * a + 255 * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
};

describe('FormFieldsTable contrast (issue 27)', () => {
  it('shows an inactive field in grey that still reads at 4.5:1', () => {
    const fields = FIELDS.map((field) => (field.key === 'cpf' ? { ...field, active: false } : field));
    render(
      <ThemeProvider theme={createTheme()}>
        <FormFieldsTable fields={fields} onChange={vi.fn()} onMove={vi.fn()} onEdit={vi.fn()} busy={false} />
      </ThemeProvider>,
    );
    const row = screen.getByRole('rowheader', { name: 'CPF' }).closest('tr') as HTMLElement;
    const type = within(row).getAllByRole('cell')[0];
    const color = getComputedStyle(type).color;
    expect(color).toMatch(/rgba?\(/);
    expect(getContrastRatio(onWhite(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
