import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  readonly base: string;
  /** Requests and upgrades handed to each target so far, in the targets' order. */
  readonly served: number[];
  close(): Promise<void>;
}

/** The request line and headers of `req` as it arrived (raw headers keep their case and order). */
const head = (req: IncomingMessage) =>
  `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n` +
  req.rawHeaders.map((v, i) => (i % 2 ? `${v}\r\n` : `${v}: `)).join('') +
  '\r\n';

/**
 * A load balancer of the kind that fronts the API's instances: round-robin over `ports` of 127.0.0.1, every request
 * and WebSocket upgrade to the next one, nothing sticky. A target that fails answers 502 (never retried elsewhere:
 * a write may have happened).
 */
export async function startBalancer(ports: number[]): Promise<Balancer> {
  const served = ports.map(() => 0);
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const pick = () => {
    const index = next++ % ports.length;
    served[index]++;
    return ports[index];
  };

  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: pick(), method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Bad gateway' }));
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: IncomingMessage, socket, early: Buffer) => {
    const upstream = connect(pick(), '127.0.0.1', () => {
      upstream.write(head(req));
      if (early.length) upstream.write(early);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
