import { describe, expect, it } from 'vitest';
import { f } from './define.ts';
import { ruleFaults } from './rules.ts';
import { COLLECTION_MESSAGES, createSchema, updateSchema } from './schemas.ts';
import { COLLECTIONS } from './registry.ts';
import { def, L } from './test-defs.ts';

// Issue 28: a period's end may not come before its start; the form and the API refuse it on the end field.

const event = def([f.text('titulo', L, { required: true }), f.datetime('inicio', L), f.datetime('fim', L)], {
  periods: [{ start: 'inicio', end: 'fim' }],
});
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

/** A create body of the event: a title, and a start and end on 1 and 2 December 2026 at the times given. */
const created = (titulo: string, inicio: string, fim: string) =>
  createSchema(event).safeParse({ titulo, inicio: `2026-12-${inicio}Z`, fim: `2026-12-${fim}Z` });

describe('periods', () => {
  it('refuses an end before the start on create, on the end field', () => {
    expect(errorsOf(created('Corrida', '01T10:00:00.000', '01T09:59:00.000'))).toEqual([
      ['fim', COLLECTION_MESSAGES.periodEnd],
    ]);
  });

  it('takes an end equal to the start, a blank end, and an update that sends one end only', () => {
    const at = '2026-12-01T10:00:00.000Z';
    expect(createSchema(event).safeParse({ titulo: 'Corrida', inicio: at, fim: at }).success).toBe(true);
    expect(createSchema(event).safeParse({ titulo: 'Corrida', inicio: at, fim: '' }).success).toBe(true);
    expect(updateSchema(event).safeParse({ fim: '2020-01-01T00:00:00.000Z' }).success).toBe(true);
  });

  it('says so beside the other fields’ faults, and not over a faulty end', () => {
    expect(errorsOf(created('', '02T00:00:00.000', '01T00:00:00.000'))).toEqual([
      ['titulo', COLLECTION_MESSAGES.required],
      ['fim', COLLECTION_MESSAGES.periodEnd],
    ]);
    const faultyEnd = createSchema(event).safeParse({
      titulo: 'Corrida',
      inicio: '2026-12-02T00:00:00.000Z',
      fim: 'ontem',
    });
    expect(errorsOf(faultyEnd)).toEqual([['fim', COLLECTION_MESSAGES.datetime]]);
  });

  it('refuses an update sending both ends the wrong way round', () => {
    const result = updateSchema(event).safeParse({
      inicio: '2026-12-02T00:00:00.000Z',
      fim: '2026-12-01T00:00:00.000Z',
    });
    expect(errorsOf(result)).toEqual([['fim', COLLECTION_MESSAGES.periodEnd]]);
  });

  it('names the early ends of a row, dates compared by day', () => {
    const lgpd = COLLECTIONS.find((c) => c.entity === 'lgpd')!;
    expect(ruleFaults(lgpd, { recebida_em: '2026-11-20', prazo: '2026-11-19', concluida_em: '2026-11-20' })).toEqual([
      { field: 'prazo', message: 'periodEnd' },
    ]);
  });

  it('is declared on the catalogue’s periods (campaigns, events, classes, vouchers...)', () => {
    const declared = COLLECTIONS.filter((c) => c.periods?.length).map((c) => c.entity);
    expect(declared).toEqual(
      expect.arrayContaining(['campanhas', 'eventos', 'turmas', 'vouchers', 'banners', 'checkins']),
    );
  });
});
