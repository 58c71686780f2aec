import { describe, expect, it } from 'vitest';
import { hubDemoProblems } from './painel-util.ts';
import { COMUNIDADE_DEMO } from './comunidade.ts';

describe('the comunidade demo rows', () => {
  it('exist for every collection of the hub, pass their create schemas and keep unique fields unique, for every demo client', () => {
    expect(hubDemoProblems('comunidade', COMUNIDADE_DEMO)).toEqual([]);
  });
});
