import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The fault suite's API server: the real server.ts in a process of its own, started and stopped (or killed) the way
 * an operator's supervisor would, on the port it first got, so clients reconnect to the same address.
 */
const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface Instance {
  readonly base: string;
  readonly port: number;
  /** The running process (replaced by restart()). */
  readonly process: ChildProcess;
  /** Every line the process wrote to stdout and stderr since it was first started. */
  readonly lines: string[];
  /** Sends signal and resolves with the exit code (null when killed by the signal) and the time it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
  /** Starts the server again on the same port and environment; resolves once it listens. */
  restart(): Promise<void>;
}

/** Options of the process: the environment past the port, and how long the start may take. */
export interface InstanceOptions {
  env: Record<string, string>;
  startTimeoutMs?: number;
}

/** Starts server.ts on a free port of 127.0.0.1 with env; resolves once it prints that it is ready. */
export async function startInstance({ env, startTimeoutMs = 60_000 }: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  const lines: string[] = [];
  let child: ChildProcess;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        cwd: API_DIR,
        env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const timer = setTimeout(
        () => reject(new Error(`server did not start within ${startTimeoutMs} ms:\n${lines.slice(-20).join('\n')}`)),
        startTimeoutMs,
      );
      let pending = '';
      const collect = (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        const parts = pending.split('\n');
        pending = parts.pop() ?? '';
        lines.push(...parts);
        if (parts.some((line) => line.includes('Console ready'))) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${lines.slice(-20).join('\n')}`));
      });
    });

  await launch();
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    get process() {
      return child;
    },
    lines,
    async stop(signal = 'SIGTERM') {
      const start = performance.now();
      if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, ms: 0 };
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return { code, ms: performance.now() - start };
    },
    restart: launch,
  };
}
