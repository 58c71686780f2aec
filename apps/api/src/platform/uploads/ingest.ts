import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { INVALID_FILE_ALERT, type FileKind } from '@console/contract';
import { AppError, invalid, tooLarge } from '../errors.ts';
import type { Storage } from '../storage/index.ts';
import { HEAD_BYTES, sniff, type SniffedType } from './sniff.ts';

/** Pixel-flood guard: a small file that decodes to a huge bitmap is refused before decoding. */
const MAX_IMAGE_PIXELS = 50_000_000;

export interface IngestLimits {
  maxImageBytes: number;
  maxFileBytes: number;
}

/** A stored upload, ready to be recorded. */
export interface StoredUpload {
  key: string;
  url: string;
  mime: string;
  ext: string;
  kind: FileKind;
  size: number;
  width: number | null;
  height: number | null;
}

const invalidFile = () => new AppError(415, 'invalidFile', {}, {}, { file: [INVALID_FILE_ALERT.text] });
export const missingFile = () => invalid({ file: ['Selecione um arquivo.'] });
const pixelFlood = () => invalid({ file: [`A imagem excede o limite de ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`] });

/** The public address of a stored object (see media.ts for why it needs no token). */
const mediaUrl = (key: string): string => `/media/${key}`;

/**
 * Stream errors of an upload as client errors: a multipart body that ends early, a bad boundary, the
 * multipart plugin's own limits. Our AppErrors pass through unchanged; anything else is a server fault.
 */
export function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { statusCode?: number; message?: string; code?: string };
  if (e?.statusCode === 413) return tooLarge();
  if (e?.code === 'ECONNRESET' || e?.code === 'ERR_STREAM_PREMATURE_CLOSE') return new AppError(400, 'malformed');
  if (
    typeof e?.message === 'string' &&
    /unexpected end of (form|multipart)|terminated early|malformed|boundary|multipart/i.test(e.message)
  ) {
    return new AppError(400, 'malformed');
  }
  return error;
}

type Chunks = AsyncIterator<Buffer>;

/** Reads at least `bytes` (or up to the end) from the iterator without consuming the rest. */
async function readHead(chunks: Chunks, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), ended: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts), ended: false };
}

/** The rest of an image, bounded: images are small enough to decode from memory. */
async function readBounded(head: Buffer, chunks: Chunks, ended: boolean, limit: number): Promise<Buffer> {
  if (head.length > limit) throw tooLarge('file', limit);
  const parts = [head];
  let length = head.length;
  if (!ended) {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      length += next.value.length;
      if (length > limit) throw tooLarge('file', limit);
      parts.push(next.value);
    }
  }
  return Buffer.concat(parts);
}

/** Head then the rest, counting bytes: the stream fails with 413 as soon as it passes the limit. */
async function* bounded(
  head: Buffer,
  chunks: Chunks,
  ended: boolean,
  limit: number,
  truncated: () => boolean,
): AsyncGenerator<Buffer> {
  let length = head.length;
  if (length > limit) throw tooLarge('file', limit);
  yield head;
  if (ended) return;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    length += next.value.length;
    if (length > limit) throw tooLarge('file', limit);
    yield next.value;
  }
  if (truncated()) throw tooLarge('file', limit);
}

const SHARP_FORMAT = { png: 'png', jpg: 'jpeg', gif: 'gif' } as const;

/**
 * Decodes an image with sharp and writes it anew: EXIF orientation applied to the pixels, and no
 * metadata carried over (EXIF, GPS, XMP, IPTC, ICC: sharp keeps none unless asked; pixels are in sRGB).
 */
async function reencode(input: Buffer, type: SniffedType): Promise<{ data: Buffer; width: number; height: number }> {
  const animated = type.ext === 'gif';
  try {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' });
    const format = SHARP_FORMAT[type.ext as keyof typeof SHARP_FORMAT];
    const pipeline = image.rotate();
    const { data, info } = await (
      format === 'jpeg' ? pipeline.jpeg({ quality: 90 }) : format === 'png' ? pipeline.png() : pipeline.gif()
    ).toBuffer({
      resolveWithObject: true,
    });
    const height = animated && info.pageHeight ? info.pageHeight : info.height;
    return { data, width: info.width, height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw pixelFlood();
    throw invalidFile();
  }
}

/**
 * Validates an upload by its content and stores it. Images (bounded by maxImageBytes) are decoded and
 * re-encoded, then named by the SHA-256 of the stored bytes; everything else streams straight to storage
 * under a 128-bit random name and is never held whole in memory.
 */
export async function ingest(
  source: NodeJS.ReadableStream & { truncated?: boolean },
  clientId: number,
  storage: Storage,
  limits: IngestLimits,
  /** Told the key before the object is stored (library.ts noteUpload: an upload intent). */
  note: (key: string) => Promise<void>,
): Promise<StoredUpload> {
  const chunks = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const { head, ended } = await readHead(chunks, HEAD_BYTES);
  if (head.length === 0) throw missingFile();
  const type = await sniff(head);
  if (!type) throw invalidFile();

  if (type.kind === 'image') {
    const input = await readBounded(head, chunks, ended, limits.maxImageBytes);
    if (source.truncated) throw tooLarge('file', limits.maxImageBytes);
    const image = await reencode(input, type);
    const key = `${clientId}/images/${createHash('sha256').update(image.data).digest('hex')}.${type.ext}`;
    await note(key);
    await storage.put(key, Readable.from([image.data]), type.mime);
    return {
      key,
      url: mediaUrl(key),
      mime: type.mime,
      ext: type.ext,
      kind: type.kind,
      size: image.data.length,
      width: image.width,
      height: image.height,
    };
  }

  const key = `${clientId}/archives/${randomBytes(16).toString('hex')}.${type.ext}`;
  const body = Readable.from(
    bounded(head, chunks, ended, limits.maxFileBytes, () => source.truncated === true),
    { objectMode: false },
  );
  await note(key);
  const { size } = await storage.put(key, body, type.mime);
  return { key, url: mediaUrl(key), mime: type.mime, ext: type.ext, kind: type.kind, size, width: null, height: null };
}

/** A user's file name made safe to show: no path, no control or markup characters, bounded. */
export function sanitizeName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- taking the control characters out is the point
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'arquivo';
}
