import { COLLECTIONS } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { CONFIGURACOES_DEMO } from './configuracoes.ts';
import { demoProblems, sampleContext } from './painel-util.ts';

const CLIENTS: [number, string][] = [
  [8, 'Smart Fit'],
  [6, 'Fitness Link'],
  [9, 'Action Aid'],
  [18, 'Nova Terra'],
  [3, 'Asta'],
  [15, 'Lele'],
  [16, 'Admin'],
];
const defs = COLLECTIONS.filter((c) => c.hub === 'configuracoes');

describe('the configuracoes demo rows', () => {
  it.each(CLIENTS)(
    'of client %i (%s) pass the create schemas and keep unique fields unique',
    (clientId, clientName) => {
      const writable = defs.filter((c) => !c.readOnly);
      expect(
        demoProblems(writable, CONFIGURACOES_DEMO, (def, n) => sampleContext(def, n, clientId, clientName)),
      ).toEqual([]);
    },
  );

  it('leave the audit log and the webhook deliveries to the rows the API writes', () => {
    expect(defs.filter((c) => c.readOnly).map((c) => c.entity)).toEqual(['auditoria', 'entregas-webhook']);
    expect(CONFIGURACOES_DEMO).not.toHaveProperty('auditoria');
    expect(CONFIGURACOES_DEMO).not.toHaveProperty('entregas-webhook');
  });
});
