import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now (benchmarks start their servers on it).
 * @returns {Promise<number>}
 */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
