import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/context.ts';
import { recordAudit } from './audit.ts';

const database = seededDatabase();

describe('recordAudit', () => {
  it('runs on the engine the suite was asked for', () => {
    expect(database.sql.name).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
  });

  it('writes one row with before and after as JSON, inside the caller’s transaction', async () => {
    const actor = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@asta.demo')
      .executeTakeFirstOrThrow();
    await database.db.transaction().execute((trx) =>
      recordAudit(trx, {
        clientId: 3,
        actorUserId: actor.id,
        action: 'update',
        entity: 'user',
        entityId: 42,
        before: { name: 'A' },
        after: { name: 'B' },
        requestId: 'req-1',
        at: Date.parse('2030-01-01T00:00:00Z'),
      }),
    );
    // The demo seed leaves entries of its own (one per collection it filled): only the user entries count here.
    const rows = await database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      client_id: 3,
      actor_user_id: actor.id,
      action: 'update',
      entity: 'user',
      entity_id: '42',
      request_id: 'req-1',
    });
    expect(JSON.parse(rows[0].before!)).toEqual({ name: 'A' });
    expect(JSON.parse(rows[0].after!)).toEqual({ name: 'B' });
  });

  it('is rolled back with a failed write', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { clientId: 3, actorUserId: null, action: 'delete', entity: 'user' });
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await database.db.selectFrom('audit_log').select('id').where('entity', '=', 'user').execute()).toHaveLength(
      1,
    );
  });
});
