import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_BATCH } from '@console/contract';
import { errorDetail } from '../../../lib/http.ts';
import { failure, mockFetch, ok, type Call } from '../../../test/utils.tsx';
import { postBulkAction, postRowAction } from './api.ts';
import { runInChunks, runInSteps } from './run.ts';

const REGISTRATIONS = { base: '/api/v2/admin', entity: 'inscricoes' };
const COHORTS = { base: '/api/v2/admin', entity: 'turmas' };
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const sentIds = (call: Call) => (call.body as { ids: number[] }).ids;

describe('a selection sent in chunks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends 250 rows as 100 + 100 + 50 under the parent path, adds up the answers and reports progress', async () => {
    const path = '/api/v2/admin/evento_id/4/inscricoes/acoes/check_in';
    const { calls } = mockFetch({
      [`POST ${path}`]: (call) => {
        const chunk = sentIds(call);
        // The first row of each chunk is refused, in the request's language.
        return ok({ done: chunk.slice(1), failed: [{ id: chunk[0], message: `Recusada ${chunk[0]}` }] });
      },
    });
    const progress: number[] = [];
    const outcome = await runInChunks(
      ids(1, 250),
      (chunk) => postBulkAction(REGISTRATIONS, { param: 'evento_id', id: 4 }, 'check_in', { ids: chunk, input: {} }),
      errorDetail,
      { onProgress: ({ handled, total }) => progress.push(handled / total) },
    );
    expect(calls.map((call) => [call.path, sentIds(call).length, sentIds(call)[0]])).toEqual([
      [path, ACTION_BATCH, 1],
      [path, ACTION_BATCH, 101],
      [path, 50, 201],
    ]);
    expect(calls[0].body).toEqual({ ids: ids(1, 100), input: {} });
    expect(progress).toEqual([0.4, 0.8, 1]);
    expect(outcome.done).toHaveLength(247);
    expect(outcome.failed).toEqual([
      { id: 1, message: 'Recusada 1' },
      { id: 101, message: 'Recusada 101' },
      { id: 201, message: 'Recusada 201' },
    ]);
    expect(outcome.unsent).toEqual([]);
  });

  it('throws a refusal of the first chunk (its field errors belong on the input form)', async () => {
    mockFetch({
      'POST /api/v2/admin/inscricoes/acoes/check_in': failure(422, 'Dados inválidos.', { motivo: ['Obrigatório.'] }),
    });
    await expect(
      runInChunks(
        ids(1, 150),
        (chunk) => postBulkAction(REGISTRATIONS, undefined, 'check_in', { ids: chunk }),
        errorDetail,
      ),
    ).rejects.toMatchObject({ status: 422, errors: { motivo: ['Obrigatório.'] } });
  });

  it("refuses a later chunk's rows with its error and goes on", async () => {
    let call = 0;
    mockFetch({
      'POST /api/v2/admin/inscricoes/acoes/check_in': (request) =>
        ++call === 2 ? failure(409, 'Conflito.') : ok({ done: sentIds(request), failed: [] }),
    });
    const outcome = await runInChunks(
      ids(1, 210),
      (chunk) => postBulkAction(REGISTRATIONS, undefined, 'check_in', { ids: chunk }),
      errorDetail,
    );
    expect(outcome.done).toEqual([...ids(1, 100), ...ids(201, 10)]);
    expect(outcome.failed).toEqual(ids(101, 100).map((id) => ({ id, message: 'Conflito.' })));
  });

  it('stops between chunks when asked, naming the rows never sent', async () => {
    const { calls } = mockFetch({
      'POST /api/v2/admin/inscricoes/acoes/check_in': (request) => ok({ done: sentIds(request), failed: [] }),
    });
    let stop = false;
    const outcome = await runInChunks(
      ids(1, 300),
      (chunk) => postBulkAction(REGISTRATIONS, undefined, 'check_in', { ids: chunk }),
      errorDetail,
      { onProgress: () => (stop = true), stopped: () => stop },
    );
    expect(calls).toHaveLength(1);
    expect(outcome.done).toEqual(ids(1, 100));
    expect(outcome.unsent).toEqual(ids(101, 200));
  });
});

describe('a row action in steps', () => {
  afterEach(() => vi.unstubAllGlobals());
  const path = '/api/v2/admin/turmas/9/acoes/matricular';
  const row = { id: 9, labels: {} };

  it('calls again with { input, cursor: next } until next is null, adding up the reports', async () => {
    const steps = [
      { total: 250, done: 90, skipped: 8, failed: [{ label: 'Ana', message: 'Conta suspensa.' }], next: 100 },
      { total: 250, done: 100, skipped: 0, failed: [], next: 200 },
      { total: 250, done: 40, skipped: 10, failed: [], next: null },
    ];
    const { calls } = mockFetch({ [`POST ${path}`]: () => ok({ row, report: steps[calls.length - 1] }) });
    const progress: string[] = [];
    const outcome = await runInSteps(
      (cursor) => postRowAction(COHORTS, 9, 'matricular', { input: { grupo_id: 3 }, cursor }),
      { onProgress: ({ handled, total }) => progress.push(`${handled}/${total}`) },
    );
    expect(calls.map((call) => call.body)).toEqual([
      { input: { grupo_id: 3 } },
      { input: { grupo_id: 3 }, cursor: 100 },
      { input: { grupo_id: 3 }, cursor: 200 },
    ]);
    expect(progress).toEqual(['99/250', '199/250', '249/250']);
    expect(outcome.report).toEqual({
      total: 250,
      done: 230,
      skipped: 18,
      failed: [{ label: 'Ana', message: 'Conta suspensa.' }],
      stoppedAt: null,
    });
    expect(outcome.row).toMatchObject({ id: 9 });
  });

  it('answers no report for an action done in one call', async () => {
    const { calls } = mockFetch({
      'POST /api/v2/admin/inscricoes/7/acoes/check_in': ok({ row: { id: 7, status: 'presente', labels: {} } }),
    });
    const outcome = await runInSteps((cursor) => postRowAction(REGISTRATIONS, 7, 'check_in', { cursor }));
    expect(calls).toHaveLength(1);
    expect(outcome).toEqual({ row: { id: 7, status: 'presente', labels: {} }, report: null });
  });

  it('stops when asked, keeping where the next step would start', async () => {
    const { calls } = mockFetch({
      [`POST ${path}`]: () =>
        ok({ row, report: { total: 500, done: 100, skipped: 0, failed: [], next: 100 * calls.length } }),
    });
    let stop = false;
    const outcome = await runInSteps((cursor) => postRowAction(COHORTS, 9, 'matricular', { cursor }), {
      onProgress: ({ handled }) => (stop = handled >= 200),
      stopped: () => stop,
    });
    expect(calls).toHaveLength(2);
    expect(outcome.report).toMatchObject({ done: 200, stoppedAt: 200 });
  });

  it('refuses a cursor that does not move on', async () => {
    mockFetch({ [`POST ${path}`]: () => ok({ row, report: { total: 5, done: 0, skipped: 0, failed: [], next: 3 } }) });
    await expect(runInSteps((cursor) => postRowAction(COHORTS, 9, 'matricular', { cursor }))).rejects.toThrow(
      /did not move on/,
    );
  });
});
