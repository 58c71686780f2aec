import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const CLUSTER_SCRIPT = fileURLToPath(new URL('../../../../scripts/pg-cluster.sh', import.meta.url));

export interface Cluster {
  /** The cluster's maintenance database. */
  readonly url: string;
  /** A new empty database in the cluster; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server at once (an outage); resume() starts it again on the same port. */
  pause(): void;
  resume(): void;
  /** Stops the server and removes its files. */
  stop(): void;
}

/** A throwaway PostgreSQL cluster of its own (scripts/pg-cluster.sh), so a test may stop it without harming others. */
export function startCluster(): Cluster {
  const dir = join(mkdtempSync(join(tmpdir(), 'faults-pg-')), 'pg');
  const run = (command: string) => execFileSync('bash', [CLUSTER_SCRIPT, command, dir], { encoding: 'utf8' }).trim();
  const url = run('start');
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    pause: () => void run('pause'),
    resume: () => void run('resume'),
    stop() {
      run('stop');
      rmSync(join(dir, '..'), { recursive: true, force: true });
    },
  };
}
