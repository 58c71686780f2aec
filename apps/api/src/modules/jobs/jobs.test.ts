import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobItem } from '@console/contract';
import { bearer } from '../../test/context.ts';
import { testKit, type TestKit } from '../../test/kit.ts';

/** The jobs screen's API: each client's own jobs, the platform's for operators, retry and cancel, audited. */

let kit: TestKit;
const at = '2026-03-02T12:00:00.000Z';
const ids: Record<string, number> = {};

beforeAll(async () => {
  kit = await testKit();
  const job = (client_id: number | null, kind: string, status: string, last_error: string | null = null) => ({
    client_id,
    kind,
    status,
    run_at: at,
    attempts: status === 'failed' ? 5 : 0,
    max_attempts: 5,
    timeout_ms: 60_000,
    last_error,
    created_at: at,
    payload: '{}',
  });
  const rows = [
    ['failed3', job(3, 'mail.deliver', 'failed', 'connect ECONNREFUSED')],
    ['pending3', job(3, 'mail.deliver', 'pending')],
    ['done3', job(3, 'mail.deliver', 'done')],
    ['failed6', job(6, 'mail.deliver', 'failed', 'recusado')],
    ['platform', job(null, 'projects.deadlines', 'pending')],
  ] as const;
  for (const [name, row] of rows)
    ids[name] = (await kit.db.insertInto('jobs').values(row).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => kit.close());

const list = async (token: string, client: number, query = '') => {
  const res = await kit.call('GET', `/api/v2/admin/jobs?client_id=${client}&per_page=100${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: JobItem[]; total: number; kinds: string[] };
};

describe('jobs screen API', () => {
  it("lists the acting client's jobs only, newest first, by status, with the kinds defined", async () => {
    const all = await list(kit.admin3, 3);
    expect(all.data.map((j) => j.id)).toEqual([ids.done3, ids.pending3, ids.failed3]);
    expect(all.kinds).toEqual(expect.arrayContaining(['projects.deadlines']));
    const failed = await list(kit.admin3, 3, '&status=failed');
    expect(failed.data).toEqual([
      expect.objectContaining({ id: ids.failed3, status: 'failed', attempts: 5, last_error: 'connect ECONNREFUSED' }),
    ]);
    expect((await list(kit.admin6, 6)).data.map((j) => j.id)).toEqual([ids.failed6]);
  });

  it("platform operators also see the platform's own jobs", async () => {
    expect((await list(kit.operator, 16)).data.map((j) => j.id)).toEqual([ids.platform]);
  });

  it('retry puts a failed job back in the queue now, with its attempts anew, and is audited', async () => {
    const res = await kit.call('POST', `/api/v2/admin/jobs/${ids.failed3}/retry?client_id=3`, kit.admin3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids.failed3, status: 'pending', attempts: 0, finished_at: null });
    expect((await kit.audits('jobs', ids.failed3!)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['job.retry', { status: 'failed', kind: 'mail.deliver' }, { status: 'pending', kind: 'mail.deliver' }],
    ]);
  });

  it('cancel takes a pending job out; a job in another state answers 409 in the reader’s language', async () => {
    const res = await kit.call('POST', `/api/v2/admin/jobs/${ids.pending3}/cancel?client_id=3`, kit.admin3);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const again = await kit.app.inject({
      method: 'POST',
      url: `/api/v2/admin/jobs/${ids.done3}/cancel?client_id=3`,
      headers: { ...bearer(kit.admin3), 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Status change not allowed.' });
  });

  it("another client's job answers 404; a member without the area answers 403", async () => {
    for (const action of ['retry', 'cancel']) {
      const res = await kit.call('POST', `/api/v2/admin/jobs/${ids.failed6}/${action}?client_id=3`, kit.admin3);
      expect(res.statusCode).toBe(404);
    }
    expect((await kit.call('GET', '/api/v2/admin/jobs?client_id=3', kit.member3)).statusCode).toBe(403);
    const status = await kit.db.selectFrom('jobs').select('status').where('id', '=', ids.failed6!).executeTakeFirst();
    expect(status?.status).toBe('failed');
  });

  it('bad input answers 422', async () => {
    expect((await kit.call('GET', '/api/v2/admin/jobs?client_id=3&status=sleeping', kit.admin3)).statusCode).toBe(422);
    expect((await kit.call('POST', '/api/v2/admin/jobs/abc/retry?client_id=3', kit.admin3)).statusCode).toBe(422);
  });
});
