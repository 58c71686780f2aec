import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * A zip archive written as it is made (the container of an xlsx): each entry is deflated on its way out, its CRC and
 * sizes follow it in a data descriptor, and the central directory closes the archive. Nothing but the entry being
 * deflated is held in memory, and the writer waits whenever `out` asks it to (backpressure), so a slow reader of a
 * large export costs no memory. Sizes are 32-bit (no zip64): an entry and the archive stay under 4 GiB.
 */

const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** Bit 3: sizes and CRC in a descriptor after the data; bit 11: names in UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** Above this, a zip without zip64 cannot say the size. */
const MAX_32 = 0xffffffff;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** 1980-01-01, the earliest time a zip can hold: entries carry no meaningful time, and equal input makes equal bytes. */
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1; // year 0 (1980) << 9, month 1 << 5, day 1

/** The fields a local header and a central record share, from `at`: version needed, flags, method, time and date. */
function writeShared(record: Buffer, at: number): void {
  [VERSION, FLAGS, DEFLATE, DOS_TIME, DOS_DATE].forEach((value, i) => record.writeUInt16LE(value, at + 2 * i));
}

/** Resolves when `out` takes more; fails when it is closed first (a reader that went away must stop the writer). */
export function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain).off('close', onClose).off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the zip archive’s reader went away'));
    out.once('drain', onDrain).once('close', onClose).once('error', settle);
  });
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;

  constructor(
    private readonly out: Writable,
    private readonly level = constants.Z_DEFAULT_COMPRESSION,
  ) {}

  private async write(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error('the zip archive’s reader went away');
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await drained(this.out);
  }

  /** Adds an entry whose content is produced piece by piece. */
  async add(name: string, content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, size: 0, compressed: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL, 0);
    writeShared(header, 4);
    header.writeUInt16LE(entry.name.length, 26);
    await this.write(Buffer.concat([header, entry.name]));

    const deflate = createDeflateRaw({ level: this.level });
    const feeding = (async () => {
      for await (const piece of content) {
        const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain');
      }
      deflate.end();
    })();
    // A failing producer must end the read below too, or the archive would wait for it forever.
    feeding.catch((error: unknown) => deflate.destroy(error instanceof Error ? error : new Error(String(error))));
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length;
      await this.write(chunk);
    }
    await feeding;
    if (entry.size > MAX_32 || this.offset > MAX_32) throw new Error(`zip entry ${name} passes 4 GiB`);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory and ends `out`. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(CENTRAL, 0);
      record.writeUInt16LE(VERSION, 4);
      writeShared(record, 6);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([record, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
  }
}
