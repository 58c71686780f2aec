import { COLLECTIONS } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { COMERCIAL_DEMO } from './comercial.ts';
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

describe('the comercial demo rows', () => {
  it.each(CLIENTS)(
    'of client %i (%s) pass the create schemas and keep unique fields unique',
    (clientId, clientName) => {
      const defs = COLLECTIONS.filter((c) => c.hub === 'comercial');
      expect(demoProblems(defs, COMERCIAL_DEMO, (def, n) => sampleContext(def, n, clientId, clientName))).toEqual([]);
    },
  );
});
