import { describe, expect, it } from 'vitest';
import { adminMove, adminMoves } from './moves.ts';

const grants = (...subs: string[]) => ({
  resource: [{ tag: 'projetos', enabled: true }],
  resource_sub: subs.map((s) => ({ tag: `projetos.${s}`, enabled: true })),
});

describe('adminMove', () => {
  it('follows the graph and the sub-tag of each move', () => {
    const all = grants('parecer', 'encaminhar', 'devolutiva');
    expect(adminMove('enviado', 'em_analise', all)).toEqual({ to: 'em_analise', action: 'status' });
    expect(adminMove('em_analise', 'encaminhado', all)).toEqual({ to: 'encaminhado', action: 'encaminhamento' });
    expect(adminMove('em_analise', 'devolvido_para_ajustes', all)).toEqual({
      to: 'devolvido_para_ajustes',
      action: 'devolutiva',
      decision: 'ajustes',
    });
    expect(adminMove('em_analise', 'aprovado', all)).toEqual({
      to: 'aprovado',
      action: 'devolutiva',
      decision: 'aprovado',
    });
    // Not in the graph, or the member's own move.
    expect(adminMove('enviado', 'aprovado', all)).toBeNull();
    expect(adminMove('rascunho', 'enviado', all)).toBeNull();
    expect(adminMove('aprovado', 'em_analise', all)).toBeNull();
  });

  it('needs parecer to start an analysis and encaminhar to take a forwarded project back', () => {
    expect(adminMove('enviado', 'em_analise', grants('encaminhar'))).toBeNull();
    expect(adminMove('encaminhado', 'em_analise', grants('parecer'))).toBeNull();
    expect(adminMove('encaminhado', 'em_analise', grants('encaminhar'))).not.toBeNull();
    expect(adminMoves('em_analise', grants('encaminhar')).map((m) => m.to)).toEqual(['encaminhado']);
    expect(adminMoves('em_analise', grants('devolutiva')).map((m) => m.to)).toEqual([
      'devolvido_para_ajustes',
      'aprovado',
      'reprovado',
    ]);
    expect(adminMoves('em_analise', null)).toEqual([]);
  });
});
