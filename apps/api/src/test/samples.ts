import { deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** Small real files of every allowed type, built in memory for the upload tests. */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A valid one-entry zip (deflated), written by hand. */
export function tinyZip(name = 'hello.txt', text = 'hello, world\n'): Buffer {
  const data = Buffer.from(text);
  const packed = deflateRawSync(data);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}

/** An ISO-BMFF file: an ftyp box with the given major brand, then an mdat box of zeros. */
export function ftypFile(brand: string, payload = 4096): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand.padEnd(4, ' '), 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isom', 16, 'latin1');
  ftyp.write(brand.padEnd(4, ' '), 20, 'latin1');
  const mdat = Buffer.alloc(8 + payload);
  mdat.writeUInt32BE(8 + payload, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

function oleDoc(): Buffer {
  const head = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(head, 0);
  head.writeUInt16LE(0x3e, 24);
  head.writeUInt16LE(0x03, 26);
  head.writeUInt16LE(0xfffe, 28);
  head.writeUInt16LE(9, 30);
  return head;
}

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
}

function flv(): Buffer {
  return Buffer.concat([Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 9, 0, 0, 0, 0]), Buffer.alloc(256)]);
}

function avi(): Buffer {
  const b = Buffer.alloc(512);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(504, 4);
  b.write('AVI LIST', 8, 'latin1');
  b.writeUInt32LE(200, 16);
  b.write('hdrlavih', 20, 'latin1');
  return b;
}

/** An ASF (Windows Media) header object with a video stream-properties object. */
function asf(): Buffer {
  const headerGuid = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
  const streamGuid = [0x91, 0x07, 0xdc, 0xb7, 0xb7, 0xa9, 0xcf, 0x11, 0x8e, 0xe6, 0x00, 0xc0, 0x0c, 0x20, 0x53, 0x65];
  const videoGuid = [0xc0, 0xef, 0x19, 0xbc, 0x4d, 0x5b, 0xcf, 0x11, 0xa8, 0xfd, 0x00, 0x80, 0x5f, 0x5c, 0x44, 0x2b];
  const stream = Buffer.alloc(24 + 16 + 40);
  Buffer.from(streamGuid).copy(stream, 0);
  stream.writeBigUInt64LE(BigInt(stream.length), 16);
  Buffer.from(videoGuid).copy(stream, 24);
  const header = Buffer.alloc(30);
  Buffer.from(headerGuid).copy(header, 0);
  header.writeBigUInt64LE(BigInt(header.length + stream.length), 16);
  header.writeUInt32LE(1, 24);
  header[28] = 1;
  header[29] = 2;
  return Buffer.concat([header, stream, Buffer.alloc(256)]);
}

function transportStream(packets = 8): Buffer {
  const b = Buffer.alloc(188 * packets, 0xff);
  for (let i = 0; i < packets; i++) {
    b[i * 188] = 0x47;
    b[i * 188 + 1] = 0x40;
    b[i * 188 + 2] = 0x11;
    b[i * 188 + 3] = 0x10;
  }
  return b;
}

function playlist(): Buffer {
  return Buffer.from(
    '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:9.0,\nsegment0.ts\n#EXT-X-ENDLIST\n',
  );
}

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

export const png = (width = 32, height = 16) => pixels(width, height).png().toBuffer();
export const jpeg = (width = 32, height = 16) => pixels(width, height).jpeg().toBuffer();
const gif = (width = 32, height = 16) => pixels(width, height).gif().toBuffer();

/** Every allowed type: a sample, the MIME type we expect, and a plausible client-side name. */
export async function allSamples(): Promise<
  { name: string; data: Buffer; mime: string; kind: 'image' | 'video' | 'archive' }[]
> {
  return [
    { name: 'a.png', data: await png(), mime: 'image/png', kind: 'image' },
    { name: 'a.jpg', data: await jpeg(), mime: 'image/jpeg', kind: 'image' },
    { name: 'a.gif', data: await gif(), mime: 'image/gif', kind: 'image' },
    { name: 'a.doc', data: oleDoc(), mime: 'application/msword', kind: 'archive' },
    { name: 'a.pdf', data: pdf(), mime: 'application/pdf', kind: 'archive' },
    { name: 'a.zip', data: tinyZip(), mime: 'application/zip', kind: 'archive' },
    { name: 'a.flv', data: flv(), mime: 'video/x-flv', kind: 'video' },
    { name: 'a.mp4', data: ftypFile('isom'), mime: 'video/mp4', kind: 'video' },
    { name: 'a.m3u8', data: playlist(), mime: 'application/x-mpegURL', kind: 'video' },
    { name: 'a.ts', data: transportStream(), mime: 'video/MP2T', kind: 'video' },
    { name: 'a.3gp', data: ftypFile('3gp4'), mime: 'video/3gpp', kind: 'video' },
    { name: 'a.mov', data: ftypFile('qt'), mime: 'video/quicktime', kind: 'video' },
    { name: 'a.avi', data: avi(), mime: 'video/x-msvideo', kind: 'video' },
    { name: 'a.wmv', data: asf(), mime: 'video/x-ms-wmv', kind: 'video' },
  ];
}

/** A multipart/form-data body; `truncate` cuts it before the closing boundary. */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string })[],
  { truncate = false } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----form${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  let payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  if (truncate) payload = payload.subarray(0, Math.max(0, payload.length - boundary.length - 40));
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
