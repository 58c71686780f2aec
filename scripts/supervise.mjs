// Runs one child process in the foreground of this one, for `npm start`: the signals that stop this process are
// passed on to the child, and this process ends the way the child did (its exit code, or the same signal).
import { spawn } from 'node:child_process';

/** The signals that stop a foreground process: a terminal's Ctrl-C, a supervisor's stop, a closed terminal. */
export const FORWARDED_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * Spawns `command` with its output on this process's, passes stopping signals on to it and exits with its code.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function supervise(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  child.on('error', (error) => {
    console.error(`Não foi possível iniciar ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (code !== null) process.exit(code);
    // Killed by a signal: end by the same signal, so whoever started us reads the same outcome (e.g. 143).
    for (const name of FORWARDED_SIGNALS) process.off(name, forward);
    process.kill(process.pid, signal ?? 'SIGTERM');
  });
  return child;
}
