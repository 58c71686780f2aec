import pg from 'pg';
import { LISTENER_NAME } from '../../src/platform/realtime/postgres-hub.ts';

/**
 * Ends every API instance's listening connection from the server's side (pg_terminate_backend), as a network
 * failure or an administrator would; resolves once PostgreSQL no longer lists them. Answers how many were ended.
 */
export async function dropListeners(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Found first, ended after: in one statement the planner may call pg_terminate_backend on rows the filter drops.
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_NAME],
    );
    const pids = rows.map((row) => row.pid);
    await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    for (let tries = 0; tries < 100; tries++) {
      const left = await client.query('select 1 from pg_stat_activity where pid = any($1::int[])', [pids]);
      if (left.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return pids.length;
  } finally {
    await client.end();
  }
}
