import { describe, expect, it } from 'vitest';
import { CONTEUDO_DEMO } from './conteudo.ts';
import { demoProblems } from './aprendizagem-verificacao.ts';

describe('the conteudo demo rows', () => {
  it('pass their create schemas, keep unique fields unique and reference rows seeded before them, for every client', () => {
    expect(demoProblems(['conteudo'], CONTEUDO_DEMO)).toEqual([]);
  });
});
