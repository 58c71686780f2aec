import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionByEntity, COLLECTIONS, metaOf, type CollectionRow } from '@console/contract';
import { changeLanguage } from '../../../lib/i18n.ts';
import { CellValue } from './CellValue.tsx';

/** The audit log's list names each action in the interface's language, never by its code (issue 27). */
const meta = metaOf(collectionByEntity('auditoria')!, COLLECTIONS, 'pt-br', {
  resource: [{ tag: 'auditoria', enabled: true }],
  resource_sub: [],
});
const action = meta.fields.find((f) => f.name === 'action')!;
const row = { id: 1, labels: {}, action: 'permission.update' } as unknown as CollectionRow;

describe('CellValue of the audit log', () => {
  afterEach(async () => {
    await act(() => changeLanguage('pt-br'));
  });

  it('shows the action in words in pt-br, en and es', async () => {
    const { rerender } = render(<CellValue field={action} row={row} entity="auditoria" />);
    expect(screen.getByText('Módulo alterado')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    rerender(<CellValue field={action} row={row} entity="auditoria" />);
    expect(screen.getByText('Module changed')).toBeInTheDocument();
    await act(() => changeLanguage('es'));
    rerender(<CellValue field={action} row={row} entity="auditoria" />);
    expect(screen.getByText('Módulo cambiado')).toBeInTheDocument();
    expect(screen.queryByText('permission.update')).not.toBeInTheDocument();
  });

  it('leaves other collections’ text as it is', () => {
    render(<CellValue field={action} row={row} entity="cursos" />);
    expect(screen.getByText('permission.update')).toBeInTheDocument();
  });
});

describe('CellValue of a rich text', () => {
  it('shows the words, never the tags', () => {
    const paginas = metaOf(collectionByEntity('paginas')!, COLLECTIONS, 'pt-br', {
      resource: [{ tag: 'paginas', enabled: true }],
      resource_sub: [],
    });
    const conteudo = paginas.fields.find((f) => f.name === 'conteudo')!;
    const page = { id: 2, labels: {}, conteudo: '<h2>Boas-vindas</h2><p>Um <strong>texto</strong></p>' };
    const { container } = render(<CellValue field={conteudo} row={page as unknown as CollectionRow} />);
    expect(container.textContent).toBe('Boas-vindas Um texto');
    expect(container.querySelector('strong')).toBeNull();
  });
});
