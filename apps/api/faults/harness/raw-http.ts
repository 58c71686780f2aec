import { request } from 'node:http';

/**
 * One request on a connection of its own (no keep-alive pool), with a body that may arrive slowly: what a client sees
 * of a server that stops is then its own request's fate, answered or cut, never a pooled connection's race.
 */
export type RawOutcome = { status: number; text: string } | { error: string };

export interface RawRequest {
  method: string;
  /** Path and query. */
  path: string;
  token: string;
  headers?: Record<string, string>;
  /** Sent as it is produced (chunked): a generator may wait between its chunks. */
  body?: string | AsyncIterable<Buffer | string>;
}

export function rawRequest(base: string, { method, path, token, headers = {}, body }: RawRequest): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const req = request(new URL(path, base), {
      method,
      agent: false,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      // An answer whose connection closed before its last byte was cut.
      res.on('close', () =>
        resolve(
          res.complete
            ? { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }
            : { error: 'cut' },
        ),
      );
    });
    void (async () => {
      try {
        if (typeof body === 'string') req.write(body);
        else if (body) for await (const chunk of body) if (!req.destroyed) req.write(chunk);
        req.end();
      } catch (error) {
        req.destroy(error as Error);
      }
    })();
  });
}

/** Whether an outcome is one a stopping server may give a request: an answer, or a connection refused before it was sent. */
export const refused = (outcome: RawOutcome): boolean => 'error' in outcome && outcome.error === 'ECONNREFUSED';
