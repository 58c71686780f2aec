import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { EXPORT_FORMATS, isAllowed, type ExportFormat, type Language } from '@console/contract';
import { accessOf, type RequestAccess } from '../access.ts';
import { forbidden } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import { contentDisposition } from '../content-disposition.ts';
import { holdWork } from '../work-limiter.ts';

/** `format=xlsx|csv` on a list's query string turns the list into its file (SPEC.md §9: xlsx is the default type). */
export const exportQuery = z.object({
  format: z
    .enum(EXPORT_FORMATS)
    .optional()
    .describe('xlsx|csv: the whole filtered list as a file (needs the area’s exportar)'),
});

const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Who exports, in which language, under which request (for the audit entry and the logs). */
export interface ExportRequest {
  access: RequestAccess;
  lang: Language;
  requestId: string;
  onError: (error: unknown) => void;
}

/** The export's request, once the area's `exportar` sub-tag allows it (403 otherwise). */
export function exportRequest(request: FastifyRequest, tag: string): ExportRequest {
  const access = accessOf(request);
  if (!isAllowed(access.grants, `${tag}.exportar`)) throw forbidden();
  return {
    access,
    lang: requestLanguage(request, access),
    requestId: request.id,
    onError: (error) => request.log.error({ err: error }, 'export failed'),
  };
}

export interface ExportedFile {
  stream: Readable;
  fileName: string;
  format: ExportFormat;
}

/** `users-2026-03-02.xlsx`. */
export const datedFileName = (base: string, format: ExportFormat, day: string): string => `${base}-${day}.${format}`;

/** Answers the file as an attachment; its size is unknown until written, so it goes chunked. */
export function sendExport(reply: FastifyReply, file: ExportedFile): FastifyReply {
  holdWork(reply.request, file.stream, 'export'); // issue 27: exports count against the heavy work's caps (429)
  reply.header('content-disposition', contentDisposition('attachment', file.fileName));
  reply.header('cache-control', 'no-store');
  reply.type(EXPORT_CONTENT_TYPES[file.format]);
  return reply.send(file.stream);
}
