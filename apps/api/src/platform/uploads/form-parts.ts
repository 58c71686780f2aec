import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';

/** A part of an upload form, as the routes hand it over: a text field, or a file whose bytes stream. */
export type FormPart =
  { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; filename: string; stream: Readable };

/**
 * What a refused upload (a bad type, a full disk, the store down) still has to send is read and dropped, so the answer
 * goes out on a connection in a known state that the client may reuse; left unread, the client's request stays
 * half-sent and its connection hangs. The multipart limits (the routes') bound how much that is.
 */
async function discardRest(stream: Readable): Promise<void> {
  try {
    for await (const chunk of stream) void chunk;
  } catch {
    // The upload itself broke off: nothing more will come.
  }
}

/** Multipart parts as plain values for a service: text fields (non-text values are dropped) and file streams. */
export async function* plainParts(parts: AsyncIterable<Multipart>): AsyncIterable<FormPart> {
  for await (const part of parts) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') yield { kind: 'field', name: part.fieldname, value: part.value };
      continue;
    }
    try {
      yield { kind: 'file', name: part.fieldname, filename: part.filename, stream: part.file };
    } finally {
      // Reached when the service stops reading the form, after a failure as after success (then nothing is left).
      if (!part.file.readableEnded) await discardRest(part.file);
    }
  }
}
