import { fileTypeFromBuffer } from 'file-type';
import type { AllowedMimeType, FileKind } from '@console/contract';

/** How many leading bytes decide a file's type (enough for file-type and several MPEG-TS packets). */
export const HEAD_BYTES = 64 * 1024;

export interface SniffedType {
  mime: AllowedMimeType;
  /** Our extension for the stored name; also what serving maps back to a Content-Type. */
  ext: string;
  kind: FileKind;
}

/** The allow-list of SPEC.md §5 by stored extension: the single table both upload and serving use. */
const TYPES_BY_EXT: Record<string, SniffedType> = {
  png: { mime: 'image/png', ext: 'png', kind: 'image' },
  jpg: { mime: 'image/jpeg', ext: 'jpg', kind: 'image' },
  gif: { mime: 'image/gif', ext: 'gif', kind: 'image' },
  doc: { mime: 'application/msword', ext: 'doc', kind: 'archive' },
  pdf: { mime: 'application/pdf', ext: 'pdf', kind: 'archive' },
  zip: { mime: 'application/zip', ext: 'zip', kind: 'archive' },
  flv: { mime: 'video/x-flv', ext: 'flv', kind: 'video' },
  mp4: { mime: 'video/mp4', ext: 'mp4', kind: 'video' },
  m3u8: { mime: 'application/x-mpegURL', ext: 'm3u8', kind: 'video' },
  ts: { mime: 'video/MP2T', ext: 'ts', kind: 'video' },
  '3gp': { mime: 'video/3gpp', ext: '3gp', kind: 'video' },
  mov: { mime: 'video/quicktime', ext: 'mov', kind: 'video' },
  avi: { mime: 'video/x-msvideo', ext: 'avi', kind: 'video' },
  wmv: { mime: 'video/x-ms-wmv', ext: 'wmv', kind: 'video' },
};

/** file-type's extension -> ours. Anything absent (svg, html, exe, elf, audio-only containers...) is refused. */
const FROM_FILE_TYPE: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  gif: 'gif',
  cfb: 'doc', // OLE2 compound file: the container of .doc
  pdf: 'pdf',
  zip: 'zip',
  flv: 'flv',
  mp4: 'mp4',
  m4v: 'mp4',
  f4v: 'mp4',
  '3gp': '3gp',
  '3g2': '3gp',
  mov: 'mov',
  avi: 'avi',
  asf: 'wmv',
};

const TS_PACKET = 188;

/** MPEG-2 transport stream: a 0x47 sync byte at the start of every 188-byte packet of the head. */
function isTransportStream(head: Uint8Array): boolean {
  const packets = Math.floor(head.length / TS_PACKET);
  if (packets < 2) return false;
  for (let i = 0; i < packets; i++) if (head[i * TS_PACKET] !== 0x47) return false;
  return true;
}

/** HLS playlist: text beginning with '#EXTM3U' (an optional UTF-8 BOM first), with no NUL bytes. */
function isPlaylist(head: Uint8Array): boolean {
  const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (Buffer.from(head.subarray(start, start + 7)).toString('latin1') !== '#EXTM3U') return false;
  return !head.includes(0);
}

/**
 * The type of a file from its first bytes, never from its name or claimed type; null when it is not
 * in the allow-list. Images still have to decode (sharp) before they are accepted.
 */
export async function sniff(head: Uint8Array): Promise<SniffedType | null> {
  if (isPlaylist(head)) return TYPES_BY_EXT.m3u8;
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (detected.ext === 'mts') return isTransportStream(head) ? TYPES_BY_EXT.ts : null;
    if (detected.mime.startsWith('audio/')) return null;
    const ext = FROM_FILE_TYPE[detected.ext];
    return ext ? TYPES_BY_EXT[ext] : null;
  }
  return isTransportStream(head) ? TYPES_BY_EXT.ts : null;
}

/** Content-Type of a stored key, from the extension we gave it. */
export const typeOfKey = (key: string): SniffedType | undefined => TYPES_BY_EXT[key.slice(key.lastIndexOf('.') + 1)];
