import type { FastifyReply } from 'fastify';

/**
 * Serialised answers of read routes, kept while the database's change mark stays where it was when they were
 * computed: any write through this process, or a commit by another one, makes every kept answer stale at once.
 * Without a change mark (PostgreSQL, where other instances write unseen) nothing is kept. Keys must hold everything
 * the answer depends on: the client first, then the route and its parsed query. Access is checked before a route
 * runs, so a kept answer is only ever sent to a caller the route lets in.
 */
export interface AnswerCache {
  /** Sends the kept answer for key, or computes, serialises, keeps and sends it. */
  send(reply: FastifyReply, key: string, compute: () => Promise<string>): Promise<FastifyReply>;
  clear(): void;
}

interface Entry {
  mark: number;
  body: string;
}

export function answerCache(changeMark: (() => number) | undefined, maxBytes: number): AnswerCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  const json = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

  return {
    async send(reply, key, compute) {
      if (!changeMark || maxBytes === 0) return json(reply, await compute());
      // Taken before computing: a write during the computation leaves the entry already stale.
      const mark = changeMark();
      const kept = entries.get(key);
      if (kept && kept.mark === mark) return json(reply, kept.body);
      if (kept) drop(key, kept);
      const body = await compute();
      if (body.length <= maxBytes) {
        // Oldest first out (Map keeps insertion order).
        for (const [oldKey, old] of entries) {
          if (bytes + body.length <= maxBytes) break;
          drop(oldKey, old);
        }
        entries.set(key, { mark, body });
        bytes += body.length;
      }
      return json(reply, body);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
