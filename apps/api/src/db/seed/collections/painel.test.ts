import { describe, expect, it } from 'vitest';
import { hubDemoProblems } from './painel-util.ts';
import { PAINEL_DEMO } from './painel.ts';

describe('the painel demo rows', () => {
  it('exist for every collection of the hub, pass their create schemas and keep unique fields unique, for every demo client', () => {
    expect(hubDemoProblems('painel', PAINEL_DEMO)).toEqual([]);
  });
});
