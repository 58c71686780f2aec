import sharp from 'sharp';

/**
 * The demo file library's contents, drawn here so the seed needs no network and no binary fixtures: photo-like
 * scenes and banners rendered from SVG by sharp (already the upload path's image library), and one-page PDFs built
 * by hand. Each picture is drawn once per process and shared by the clients that show it.
 */

/** A picture of the demo library: a building's front with a sign, a bright scene, or a flat banner with a title. */
export type Art =
  | { kind: 'facade'; sign: string; wall: string; sky: [string, string] }
  | { kind: 'scene'; colors: [string, string]; dots: string }
  | { kind: 'banner'; title: string; subtitle: string; colors: [string, string] };

const WIDTH = 960;
const HEIGHT = 540;
const FONT = "font-family='DejaVu Sans, Liberation Sans, Arial, sans-serif'";

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small deterministic sequence, so the same art draws the same picture on every start. */
function sequence(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const seedOf = (text: string) => [...text].reduce((sum, c) => Math.imul(sum, 31) + c.charCodeAt(0), 7);

function facade(art: Extract<Art, { kind: 'facade' }>): string {
  const windows: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 7; col++)
      windows.push(
        `<rect x='${150 + col * 96}' y='${150 + row * 70}' width='60' height='44' rx='3' fill='#cfe3f5' opacity='${0.75 + ((row + col) % 3) * 0.08}'/>`,
      );
  return `
    <defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'>
      <stop offset='0' stop-color='${art.sky[0]}'/><stop offset='1' stop-color='${art.sky[1]}'/></linearGradient></defs>
    <rect width='${WIDTH}' height='${HEIGHT}' fill='url(#sky)'/>
    <circle cx='830' cy='90' r='44' fill='#fde68a' opacity='0.9'/>
    <rect x='110' y='70' width='740' height='400' fill='${art.wall}'/>
    <rect x='110' y='70' width='740' height='22' fill='#000' opacity='0.18'/>
    ${windows.join('')}
    <rect x='390' y='370' width='180' height='100' fill='#1f2937'/>
    <rect x='398' y='378' width='78' height='92' fill='#93c5fd' opacity='0.55'/>
    <rect x='484' y='378' width='78' height='92' fill='#93c5fd' opacity='0.55'/>
    <rect x='300' y='96' width='360' height='44' rx='6' fill='#111827'/>
    <text x='480' y='127' text-anchor='middle' ${FONT} font-size='24' font-weight='bold' fill='#fff'>${escape(art.sign)}</text>
    <rect y='470' width='${WIDTH}' height='70' fill='#9ca3af'/>
    <rect y='470' width='${WIDTH}' height='8' fill='#6b7280'/>
    <rect x='60' y='380' width='22' height='90' fill='#78350f'/><circle cx='71' cy='360' r='46' fill='#15803d'/>
    <rect x='878' y='380' width='22' height='90' fill='#78350f'/><circle cx='889' cy='360' r='46' fill='#166534'/>`;
}

function scene(art: Extract<Art, { kind: 'scene' }>): string {
  const next = sequence(seedOf(art.colors.join() + art.dots));
  const dots = Array.from({ length: 26 }, () => {
    const r = 18 + next() * 70;
    return `<circle cx='${Math.round(next() * WIDTH)}' cy='${Math.round(next() * HEIGHT * 0.7)}' r='${Math.round(r)}' fill='${art.dots}' opacity='${(0.12 + next() * 0.3).toFixed(2)}'/>`;
  });
  const people = Array.from({ length: 7 }, (_, i) => {
    const x = 110 + i * 125 + Math.round(next() * 30);
    const h = 150 + Math.round(next() * 60);
    return `<circle cx='${x}' cy='${HEIGHT - h - 28}' r='26' fill='#1f2937' opacity='0.85'/>
      <rect x='${x - 34}' y='${HEIGHT - h}' width='68' height='${h}' rx='30' fill='#111827' opacity='0.85'/>`;
  });
  return `
    <defs><linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'>
      <stop offset='0' stop-color='${art.colors[0]}'/><stop offset='1' stop-color='${art.colors[1]}'/></linearGradient></defs>
    <rect width='${WIDTH}' height='${HEIGHT}' fill='url(#bg)'/>
    ${dots.join('')}
    <rect y='${HEIGHT - 90}' width='${WIDTH}' height='90' fill='#000' opacity='0.25'/>
    ${people.join('')}`;
}

function banner(art: Extract<Art, { kind: 'banner' }>): string {
  return `
    <rect width='${WIDTH}' height='${HEIGHT}' fill='${art.colors[0]}'/>
    <circle cx='880' cy='80' r='220' fill='${art.colors[1]}'/>
    <circle cx='70' cy='520' r='160' fill='${art.colors[1]}' opacity='0.6'/>
    <rect x='80' y='170' width='120' height='10' fill='#fff'/>
    <text x='80' y='270' ${FONT} font-size='64' font-weight='bold' fill='#fff'>${escape(art.title)}</text>
    <text x='80' y='340' ${FONT} font-size='32' fill='#fff'>${escape(art.subtitle)}</text>`;
}

const drawn = new Map<string, Promise<Buffer>>();

/** The art as a JPEG (scenes and fronts) or a PNG (flat banners); drawn once per process, then shared. */
export function picture(art: Art, format: 'jpg' | 'png'): Promise<Buffer> {
  const key = `${format}:${JSON.stringify(art)}`;
  let bytes = drawn.get(key);
  if (!bytes) {
    const body = art.kind === 'facade' ? facade(art) : art.kind === 'scene' ? scene(art) : banner(art);
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${HEIGHT}'>${body}</svg>`;
    const image = sharp(Buffer.from(svg));
    bytes = (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
    drawn.set(key, bytes);
  }
  return bytes;
}

/** PDF string literal: Latin-1 (WinAnsi) text with its delimiters escaped; a character beyond Latin-1 becomes '-'. */
const literal = (text: string) => `(${text.replace(/[^\x20-\xff]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A real one-page A4 PDF with a title and lines of text (Helvetica in WinAnsi, so Portuguese accents show), built by
 * hand: objects, cross-reference table and trailer, a few hundred bytes.
 */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const text = [
    `BT /F2 20 Tf 56 770 Td ${literal(title)} Tj ET`,
    `BT /F1 12 Tf 56 730 Td 18 TL ${lines.map((l) => `${literal(l)} '`).join(' ')} ET`,
  ].join('\n');
  const content = Buffer.from(text, 'latin1');
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${text}\nendstream`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title ${literal(title)} /Producer (Console demo) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
