import { rssKiB } from './common.mjs';

/**
 * Streams an export and samples the server's RSS every 50 ms: seconds, when the first byte came, bytes, RSS before and
 * the peak (KiB), and why it failed (null when it did not).
 * @param {{ base: string, token: string, pid: number }} server
 * @param {string} path
 */
export async function timeExport({ base, token, pid }, path) {
  const before = rssKiB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), 50);
  const start = performance.now();
  let bytes = 0;
  let firstByte = 0;
  /** @type {string | null} */
  let failed = null;
  try {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      if (!bytes) firstByte = (performance.now() - start) / 1000;
      bytes += chunk.length;
    }
  } catch (error) {
    // An export that fails (no answer within fetch's 300 s for its headers) is reported with its cause.
    failed =
      error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
        : String(error);
  } finally {
    clearInterval(timer);
  }
  return {
    seconds: (performance.now() - start) / 1000,
    firstByte,
    bytes,
    before,
    peak: Math.max(peak, rssKiB(pid)),
    failed,
  };
}
