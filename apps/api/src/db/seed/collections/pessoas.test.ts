import { describe, expect, it } from 'vitest';
import { hubDemoProblems } from './painel-util.ts';
import { PESSOAS_DEMO } from './pessoas.ts';

describe('the pessoas demo rows', () => {
  it('exist for every collection of the hub, pass their create schemas and keep unique fields unique, for every demo client', () => {
    expect(hubDemoProblems('pessoas', PESSOAS_DEMO)).toEqual([]);
  });
});
