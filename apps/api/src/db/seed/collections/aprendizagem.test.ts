import { describe, expect, it } from 'vitest';
import { APRENDIZAGEM_DEMO } from './aprendizagem.ts';
import { demoProblems } from './aprendizagem-verificacao.ts';

describe('the aprendizagem demo rows', () => {
  it('pass their create schemas, keep unique fields unique and reference rows seeded before them, for every client', () => {
    expect(demoProblems(['aprendizagem'], APRENDIZAGEM_DEMO)).toEqual([]);
  });
});
