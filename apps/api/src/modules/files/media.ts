import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTx } from '../../db/handle.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { notFound } from '../../platform/errors.ts';
import { STORAGE_KEY, type ByteRange, type Storage } from '../../platform/storage/index.ts';
import { typeOfKey } from '../../platform/uploads/sniff.ts';
import { libraryRepo } from './repo.ts';

/**
 * GET /media/{key}: stored files, served like a CDN serves them.
 *
 * These are public capability URLs, on purpose: posts and avatars are shown by <img>/<video> tags,
 * which cannot send a bearer token, and the console keeps its token out of cookies and URLs. The URL
 * itself is the capability: images are named by the SHA-256 of their stored bytes (guessing one means
 * already having the image), every other file by 128 random bits. Tenancy and permissions guard the
 * listing of names (GET /api/v2/admin/file/all), which is where a name can be learnt.
 *
 * Names are never reused (a changed image has another hash; random names do not repeat), so answers
 * are cacheable for a year as immutable. Every answer carries nosniff and a CSP that forbids everything
 * and sandboxes the document, so even a file a browser would render cannot run script in our origin.
 * Images, video and PDF open in the browser (Chromium's PDF viewer renders under that CSP; as an attachment
 * the library's 'Abrir' only downloaded it); anything else is an attachment. Content-Disposition names the file as
 * the library knows it (the name it was uploaded under), so a saved PDF is "edital.pdf", not its storage name; an
 * object no library row names (the demo feed's picture) keeps the storage name.
 */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
const MEDIA_CSP = "default-src 'none'; sandbox";

/** The single range of a `Range: bytes=...` header; undefined when absent or not one byte range; 'unsatisfiable' past the end. */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The library's name of a file, with the stored type's extension when the name lacks it ('Edital' -> 'Edital.pdf'). */
function downloadName(name: string, ext: string): string {
  const own = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  const same = own === ext || (ext === 'jpg' && own === 'jpeg');
  return same ? name : `${name}.${ext}`;
}

export const mediaRoutes: FastifyPluginAsync<{ storage: Storage; db: DbOrTx }> = async (app, { storage, db }) => {
  app.get('/media/*', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const type = STORAGE_KEY.test(key) ? typeOfKey(key) : undefined;
      if (!type) throw notFound();
      const info = await storage.stat(key);
      if (!info) throw notFound();

      const name = key.slice(key.lastIndexOf('/') + 1);
      const known = await libraryRepo(db).nameOfKey(Number(key.slice(0, key.indexOf('/'))), key);
      const inline = type.kind === 'image' || type.kind === 'video' || type.mime === 'application/pdf';
      reply.headers({
        'content-type': type.mime,
        'x-content-type-options': 'nosniff',
        'content-security-policy': MEDIA_CSP,
        'cache-control': CACHE_FOREVER,
        'content-disposition': contentDisposition(
          inline ? 'inline' : 'attachment',
          known ? downloadName(known, name.slice(name.lastIndexOf('.') + 1)) : name,
        ),
        'accept-ranges': 'bytes',
        etag: `"${name}"`,
      });

      const range = parseRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${info.size}`);
        // A body in the envelope would need a JSON type; the 416 is self-explanatory.
        return reply.code(416).header('content-type', 'text/plain; charset=utf-8').send('');
      }
      if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).send();
      const object = await storage.get(key, range);
      if (!object) throw notFound();
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', info.size);
      }
      return reply.send(object.stream);
    },
  });
};
