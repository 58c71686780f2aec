// The import's hand-made CSV reader (apps/api/src/modules/imports/read.ts, through its public readSheet) against
// fast-csv's parser (@fast-csv/parse, the one exceljs itself uses), in the same run (issue 27):
//  - speed: a 50,000-row, 8-column users csv as Excel in Portuguese writes it (';', UTF-8 with a BOM, accents, quoted
//    fields holding separators, doubled quotes and line breaks): rows/s of each, after a warm-up pass;
//  - safety: a 10 MB and a 49 MB file (the upload takes up to 50 MB) whose third line opens a quote it never closes:
//    how far each reads, its heap and RSS growth, and whether it stops. Ours stops at IMPORT_MAX_CELL_CHARS (32,767
//    characters) with LimitExceeded; fast-csv has no limit on a field (its maxRows counts finished rows only) and
//    re-reads the unfinished row from its start on every chunk, so each run is cut at --cap-seconds.
// Every case runs in a process of its own (a clean heap and peak RSS), --runs times, alternating the readers; the
// medians are written to the "Hand-made pieces: the CSV reader" section of docs/benchmarks.md.
//   npm run bench:csv [-- --runs 3 --rows 50000 --cap-seconds 150]
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from '@fast-csv/parse';
import { loadConfig } from '../../apps/api/src/config.ts';
import { LimitExceeded, readLimits } from '../../apps/api/src/modules/imports/limits.ts';
import { readSheet } from '../../apps/api/src/modules/imports/read.ts';
import { machine, writeSection } from './common.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    rows: { type: 'string', default: '50000' },
    'cap-seconds': { type: 'string', default: '150' },
    // internal: one case in this process, its figures printed as JSON
    one: { type: 'string' },
    file: { type: 'string' },
    warm: { type: 'boolean', default: false },
  },
});

type Reader = 'ours' | 'fast-csv';
interface Figures {
  records: number;
  chars: number;
  ms: number;
  bytesRead: number;
  heapGrowthMB: number;
  rssGrowthMB: number;
  outcome: string;
}

const MB = 1024 * 1024;
const limits = readLimits(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));

/** Counts a record's characters, so both readers can be checked to read the same cells. */
const charsOf = (cells: unknown[]) => cells.reduce<number>((n, c) => n + (typeof c === 'string' ? c.length : 0), 0);

/** Reads the file once with one reader; stops at its end, at its first error, or at the cap (from a timer: fast-csv
 * gives no row while a quote stays open). */
async function readOnce(reader: Reader, file: string, capMs: number): Promise<Omit<Figures, 'ms'>> {
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  let heapPeak = heapBefore;
  let bytesRead = 0;
  let records = 0;
  let chars = 0;
  let capped = false;
  const sample = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 5);
  const source = createReadStream(file);
  source.on('data', (chunk) => (bytesRead += chunk.length));
  const parser = reader === 'fast-csv' ? source.pipe(parse({ delimiter: ';', ignoreEmpty: true })) : undefined;
  const cap = setTimeout(() => {
    capped = true;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    source.destroy();
    parser?.destroy();
  }, capMs);
  const rows: AsyncIterable<unknown[]> =
    parser ??
    (async function* () {
      for await (const row of readSheet(source, 'csv', limits)) yield row.cells;
    })();
  let outcome = 'read to the end';
  try {
    for await (const cells of rows) {
      records += 1;
      chars += charsOf(cells);
      if (records % 1000 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
  } catch (error) {
    outcome =
      error instanceof LimitExceeded
        ? `stopped: LimitExceeded ${error.kind} (${error.limit})`
        : `error at the end: "${String((error as Error).message)
            .split(':')[1]
            ?.trim()}"`;
  } finally {
    clearInterval(sample);
    clearTimeout(cap);
    source.destroy();
  }
  if (capped) outcome = 'still reading at the cap';
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  return {
    records,
    chars,
    bytesRead,
    heapGrowthMB: (heapPeak - heapBefore) / MB,
    rssGrowthMB: (process.resourceUsage().maxRSS * 1024 - rssBefore) / MB,
    outcome,
  };
}

async function oneCase(reader: Reader, file: string, warm: boolean, capMs: number): Promise<Figures> {
  if (warm) await readOnce(reader, file, capMs);
  const start = performance.now();
  const figures = await readOnce(reader, file, capMs);
  return { ...figures, ms: performance.now() - start };
}

if (args.one) {
  const reader = args.one as Reader;
  const figures = await oneCase(reader, args.file!, args.warm, Number(args['cap-seconds']) * 1000);
  console.log(JSON.stringify(figures));
  process.exit(0);
}

// ---- the files -------------------------------------------------------------------------------------------------

const FIRST = ['João', 'Maria', 'José', 'Ângela', 'Conceição', 'Luís', 'Márcia', 'Vitória', 'André', 'Inês', 'Otávio'];
const LAST = ['Gonçalves', 'Araújo', 'Brandão', 'Simões', 'Assunção', 'Magalhães', 'Patrício', 'Lourenço', 'Damião'];
const GROUPS = ['Equipe Norte', 'Coordenação; Regional Sul', 'Diretoria', 'Atendimento ao Público'];
const CITIES = ['São Paulo', 'Maceió', 'Florianópolis', 'Ribeirão Preto', 'Goiânia', 'Belém'];
const HEADER = 'Nome;E-mail;CPF;Telefone;Grupo;Cidade;Data de nascimento;Observações';

const quoted = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One member's line: every fourth group holds a ';', every fifth note a doubled quote and a line break. */
function memberLine(i: number): string {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3) % LAST.length]}`;
  const note =
    i % 5 === 0
      ? `Mudou de equipe; ver "Norte".\r\nRetorna em março, após as férias (${i}).`
      : i % 3 === 0
        ? `Prefere contato por e-mail; não ligar antes das 9h`
        : '';
  const cpf = String(100_000_000 + i).padStart(11, '0');
  return [
    name,
    `pessoa.${i}@exemplo.com.br`,
    `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    `(11) 9${String(i % 10_000).padStart(4, '0')}-${String((i * 13) % 10_000).padStart(4, '0')}`,
    GROUPS[i % GROUPS.length],
    CITIES[i % CITIES.length],
    `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${1950 + (i % 55)}`,
    note,
  ]
    .map(quoted)
    .join(';');
}

function writeUsers(path: string, rows: number) {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i++) lines.push(memberLine(i));
  writeFileSync(path, `\ufeff${lines.join('\r\n')}\r\n`);
}

/** A header, one member, then a line whose note opens a quote never closed, then members (no quote of theirs closes
 * it) up to the size. */
function writeUnterminated(path: string, bytes: number) {
  const head = `\ufeff${HEADER}\r\n${memberLine(1)}\r\nAna Souza;ana@exemplo.com.br;;;;;;"Observação que abre aspas\r\n`;
  const body: string[] = [];
  let size = Buffer.byteLength(head);
  for (let i = 2; size < bytes; i++) {
    const line = `${memberLine(i).replace(/"/g, '')}\r\n`;
    size += Buffer.byteLength(line);
    body.push(line);
  }
  writeFileSync(path, head + body.join(''));
}

// ---- the runs --------------------------------------------------------------------------------------------------

const self = fileURLToPath(import.meta.url);

function runCase(reader: Reader, file: string, warm: boolean): Promise<Figures> {
  const argv = ['--import', 'tsx', self, '--one', reader, '--file', file, '--cap-seconds', args['cap-seconds']];
  if (warm) argv.push('--warm');
  const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Figures);
      else reject(new Error(`${reader} ${file}: exited with ${code}: ${out}`));
    }),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const RUNS = Number(args.runs);
const ROWS = Number(args.rows);
const dir = mkdtempSync(join(tmpdir(), 'bench-csv-'));
const loadBefore = loadavg();
try {
  const users = join(dir, 'users.csv');
  writeUsers(users, ROWS);
  const open = [
    { label: '10 MB', path: join(dir, 'open-10.csv'), bytes: 10 * MB },
    { label: '49 MB', path: join(dir, 'open-49.csv'), bytes: 49 * MB },
  ];
  for (const f of open) writeUnterminated(f.path, f.bytes);
  console.log(`users.csv: ${ROWS} rows, ${fmt(statSync(users).size / MB, 1)} MB`);

  const speed: Record<Reader, Figures[]> = { ours: [], 'fast-csv': [] };
  const safety: Record<string, Record<Reader, Figures[]>> = {};
  for (const f of open) safety[f.label] = { ours: [], 'fast-csv': [] };

  for (let run = 1; run <= RUNS; run++) {
    const order: Reader[] = run % 2 ? ['ours', 'fast-csv'] : ['fast-csv', 'ours'];
    for (const reader of order) {
      const figures = await runCase(reader, users, true);
      speed[reader].push(figures);
      console.log(`run ${run} users ${reader}: ${fmt(figures.ms)} ms, ${figures.records} records, ${figures.outcome}`);
    }
    for (const f of open)
      for (const reader of order) {
        const figures = await runCase(reader, f.path, false);
        safety[f.label][reader].push(figures);
        console.log(
          `run ${run} ${f.label} ${reader}: ${fmt(figures.ms)} ms, read ${fmt(figures.bytesRead / MB, 1)} MB, ` +
            `heap +${fmt(figures.heapGrowthMB)} MB, RSS +${fmt(figures.rssGrowthMB)} MB, ${figures.outcome}`,
        );
      }
  }

  // Both readers must have read the same cells of the users file.
  const [a, b] = [speed.ours[0], speed['fast-csv'][0]];
  if (a.records !== ROWS + 1 || a.records !== b.records || a.chars !== b.chars)
    throw new Error(`the readers disagree: ours ${a.records}/${a.chars}, fast-csv ${b.records}/${b.chars}`);

  const ms = (r: Reader) => median(speed[r].map((f) => f.ms));
  const rate = (r: Reader) => (ROWS + 1) / (ms(r) / 1000);
  const load = [loadBefore, loadavg()].map((l) => l.map((x) => x.toFixed(2)).join(' '));
  const date = new Date().toISOString().slice(0, 10);
  const outcomeOf = (figures: Figures[]) => [...new Set(figures.map((f) => f.outcome))].join('; ');

  const section = `## Hand-made pieces: the CSV reader

\`npm run bench:csv\` (scripts/bench/csv-reader.ts), ${date}. ${machine()}. Load average (1, 5, 15 min) ${load[0]} at
the start and ${load[1]} at the end: other work ran on the machine. Each case in a process of its own, ${RUNS} runs
alternating the readers; medians. "Ours" is \`readSheet(stream, 'csv', limits)\` of
\`apps/api/src/modules/imports/read.ts\`; fast-csv is \`@fast-csv/parse\` 4.3.6 (\`delimiter: ';'\`,
\`ignoreEmpty: true\`), both fed by the same 64 KiB file stream.

Speed: ${fmt(ROWS)} members, 8 columns, ${fmt(statSync(users).size / MB, 1)} MB (UTF-8 with a BOM, accents, fields
quoting ';', doubled quotes and line breaks), after a warm-up pass in the same process; both read the same
${fmt(a.records)} records and ${fmt(a.chars)} characters.

| reader | time (ms) | rows/s |
|---|---:|---:|
| ours | ${fmt(ms('ours'))} | ${fmt(rate('ours'))} |
| fast-csv | ${fmt(ms('fast-csv'))} | ${fmt(rate('fast-csv'))} |

Ours takes ${fmt(ms('ours') / ms('fast-csv'), 2)} of fast-csv's time (ours reads ${fmt(rate('ours') / rate('fast-csv'), 2)} times as many rows per second).

Safety: the third line's last field opens a quote that is never closed; fast-csv's runs are cut at
${args['cap-seconds']} s (\`--cap-seconds\`).

| file | reader | read (MB) | time (ms) | heap growth (MB) | RSS growth (MB) | outcome |
|---|---|---:|---:|---:|---:|---|
${open
  .flatMap((f) =>
    (['ours', 'fast-csv'] as Reader[]).map((r) => {
      const figures = safety[f.label][r];
      const m = (pick: (x: Figures) => number, digits = 0) => fmt(median(figures.map(pick)), digits);
      return `| ${f.label} | ${r} | ${m((x) => x.bytesRead / MB, 1)} | ${m((x) => x.ms)} | ${m((x) => x.heapGrowthMB)} | ${m((x) => x.rssGrowthMB)} | ${outcomeOf(figures)} |`;
    }),
  )
  .join('\n')}

fast-csv has no limit on a field: its options bound the rows (\`maxRows\`, \`skipRows\`, \`skipLines\`), and a row
that never ends is never counted. It keeps the unfinished row as text and scans it again from its start on every
chunk, so its time grows with the square of the file; it stops only at the file's end with "missing closing". A
guard in front of it (a byte budget per record) would have to track quotes itself, which is the reader's work.
`;
  writeSection('## Hand-made pieces: the CSV reader', section);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
