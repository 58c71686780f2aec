import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '@console/contract';
import { MappingStep } from './MappingStep.tsx';

const job = {
  id: 12,
  target: 'usuarios',
  file_name: 'pessoas.xlsx',
  status: 'uploaded',
  headers: ['Nome', 'E-mail'],
  preview: [['Ana Lima', 'ana@exemplo.com.br']],
  mapping: ['name', null],
  fields: [
    { key: 'name', label: 'Nome', required: true },
    { key: 'email', label: 'E-mail', required: true },
  ],
} as unknown as ImportJob;

describe('MappingStep markup (issue 27)', () => {
  it('lists the required fields in a role=list that holds only list items, its label outside', () => {
    render(<MappingStep job={job} busy={false} error={null} onSubmit={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Campos obrigatórios' });
    expect([...list.children].map((child) => child.getAttribute('role'))).toEqual(['listitem', 'listitem']);
    expect(list.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(screen.getByText('Campos obrigatórios:').tagName).toBe('SPAN');
  });
});
