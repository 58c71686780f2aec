import { describe, expect, it } from 'vitest';
import { NOTIFY_PAYLOAD_LIMIT, notifyPayload } from './postgres-hub.ts';

describe('notifyPayload', () => {
  const event = (texto: string) => ({
    clientId: 3,
    folderId: 7,
    type: 'post.updated',
    data: { id: 41, pasta_id: 7, titulo: 'Aviso', texto, likes: 2, liked: true },
  });

  it('sends a small event whole, with the publishing instance', () => {
    expect(JSON.parse(notifyPayload('a', event('curto')))).toEqual({ o: 'a', e: event('curto') });
  });

  it('cuts the data of an event past the NOTIFY limit to identifiers and counts, marked truncated', () => {
    const payload = notifyPayload('a', event('é'.repeat(6000)));
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT);
    expect(JSON.parse(payload).e).toEqual({
      clientId: 3,
      folderId: 7,
      type: 'post.updated',
      data: { truncated: true, id: 41, pasta_id: 7, likes: 2, liked: true },
    });
  });

  it('keeps only the mark when even the identifiers do not fit', () => {
    const data = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`n${i}`, i]));
    const payload = notifyPayload('a', { clientId: 3, folderId: 7, type: 'x', data });
    expect(JSON.parse(payload).e.data).toEqual({ truncated: true });
  });
});
