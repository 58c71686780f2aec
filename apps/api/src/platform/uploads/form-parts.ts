import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';

/** A part of an upload form, as the routes hand it over: a text field, or a file whose bytes stream. */
export type FormPart = { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; filename: string; stream: Readable };

/** Multipart parts as plain values for a service: text fields (non-text values are dropped) and file streams. */
export async function* plainParts(parts: AsyncIterable<Multipart>): AsyncIterable<FormPart> {
  for await (const part of parts) {
    if (part.type === 'file') yield { kind: 'file', name: part.fieldname, filename: part.filename, stream: part.file };
    else if (typeof part.value === 'string') yield { kind: 'field', name: part.fieldname, value: part.value };
  }
}
