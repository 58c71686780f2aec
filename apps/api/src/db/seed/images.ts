import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Storage } from '../../platform/storage/index.ts';

/** PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of width x height whose pixel colours `paint` gives. */
function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/**
 * The demo post's picture, drawn here so the seed needs no network: a morning sky over a green field with a sun,
 * 640 x 360 (the feed's 16:9), a few kilobytes.
 */
export function demoPicture(): Buffer {
  const [width, height, horizon] = [640, 360, 250];
  return png(width, height, (x, y) => {
    if (Math.hypot(x - 470, y - 110) < 46) return [253, 224, 71];
    if (y < horizon) {
      const t = y / horizon;
      return [mix(56, 186, t), mix(130, 230, t), mix(246, 253, t)];
    }
    const t = (y - horizon) / (height - horizon);
    const stripe = Math.floor((x + (y - horizon) * 2) / 40) % 2 === 0 ? 0 : 12;
    return [mix(74, 22, t) + stripe, mix(222, 101, t) + stripe, mix(128, 52, t)];
  });
}

/**
 * Stores the demo picture for a client through the storage driver, under the key an upload of it would get
 * (`{clientId}/images/{sha256}.png`), and answers its /media/ url. Storing it again is harmless.
 */
export async function storeDemoPicture(storage: Storage, clientId: number): Promise<string> {
  const bytes = demoPicture();
  const key = `${clientId}/images/${createHash('sha256').update(bytes).digest('hex')}.png`;
  if (!(await storage.stat(key))) await storage.put(key, Readable.from([bytes]), 'image/png');
  return `/media/${key}`;
}
