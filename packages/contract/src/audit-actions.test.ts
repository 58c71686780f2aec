import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions.ts';

describe('auditActionLabel', () => {
  it('names the audit log’s actions in pt-br, en and es, never by their code', () => {
    expect(auditActionLabel('permission.update', 'pt-br')).toBe('Módulo alterado');
    expect(auditActionLabel('permission.update', 'en')).toBe('Module changed');
    expect(auditActionLabel('permission.update', 'es')).toBe('Módulo cambiado');
    expect(auditActionLabel('cursos.create', 'pt-br')).toBe('Criação: Curso');
    expect(auditActionLabel('cursos.create', 'en')).toBe('Created: Course');
    expect(auditActionLabel('cursos.export', 'es')).toBe('Exportación: Cursos');
    expect(auditActionLabel('user.update', 'en')).toBe('Edited: User');
    expect(auditActionLabel('relatorios.export', 'pt-br')).toBe('Exportação: Relatórios');
    expect(auditActionLabel('feed.post.hidden', 'es')).toBe('Publicación ocultada');
  });

  it('shows an unknown code as it is', () => {
    expect(auditActionLabel('algo.estranho', 'pt-br')).toBe('algo.estranho');
  });
});
