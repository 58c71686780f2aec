#!/usr/bin/env node
// Upload benchmark: streams a 1 GiB mp4-headed file as multipart to POST /api/v2/admin/file on a real
// API server (local storage, temp DATA_DIR), samples the server's RSS, and compares the upload rate with
// this machine's disk write rate measured in the same run. Writes docs/benchmarks.md.
//   npm run bench:upload            (BENCH_BYTES overrides the 1 GiB size)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  mkdtempSync,
  openSync,
  fsyncSync,
  closeSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { request } from 'node:http';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { serverArgv } from './server-argv.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SIZE = Number(process.env.BENCH_BYTES ?? 1024 ** 3);
const CHUNK = 1024 * 1024;
const MiB = 1024 * 1024;

/** @param {number | undefined} pid */
const rssKiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number((line ?? '').replace(/\D+/g, ''));
};

/** 1 MiB of random bytes reused for every chunk: the body is generated on the fly, never held whole. */
const pattern = randomBytes(CHUNK);

/** @param {string} dir */
async function diskWriteRate(dir) {
  const path = join(dir, 'disk-probe.bin');
  const start = process.hrtime.bigint();
  await new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
    const out = createWriteStream(path);
    let written = 0;
    const pump = () => {
      while (written < SIZE) {
        const n = Math.min(CHUNK, SIZE - written);
        written += n;
        if (!out.write(n === CHUNK ? pattern : pattern.subarray(0, n))) return out.once('drain', pump);
      }
      out.end();
    };
    out.on('error', reject).on('finish', resolve);
    pump();
  });
  const fd = openSync(path, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  rmSync(path);
  return SIZE / seconds;
}

function ftypHeader() {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  ftyp.writeUInt32BE(SIZE - 24, 24);
  ftyp.write('mdat', 28, 'latin1');
  return ftyp;
}

/**
 * @param {string} dataDir
 * @param {number} port
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function startServer(dataDir, port) {
  const child = spawn(process.execPath, serverArgv(), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STORAGE: 'local',
      MAX_FILE_BYTES: String(SIZE + 1024 * 1024),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Console ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/**
 * @param {number} port
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, body: any }>} body: the parsed JSON answer
 */
async function json(port, method, path, body, headers = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Streams the multipart body with back-pressure; resolves with the server's answer.
 * @param {number} port
 * @param {string} token
 * @param {number} size
 * @returns {Promise<{ status: number | undefined, body: any }>} body: the parsed JSON answer
 */
function upload(port, token, size) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nbenchmark\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v2/admin/file?client_id=3',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const first = ftypHeader();
    req.write(first);
    let sent = first.length;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(CHUNK, size - sent);
        sent += n;
        if (!req.write(n === CHUNK ? pattern : pattern.subarray(0, n))) return req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let server;
  try {
    console.log(`Measuring disk write rate (${SIZE / MiB} MiB, fsync) in ${dir} ...`);
    const disk = await diskWriteRate(dir);
    console.log(`  ${(disk / MiB).toFixed(1)} MiB/s`);

    const port = await freePort();
    server = await startServer(join(dir, 'data'), port);
    const signIn = await json(port, 'POST', '/api/oauth/access_token?client_id=3', {
      email: 'admin@asta.demo',
      password: process.env.DEMO_PASSWORD ?? 'demo1234',
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
    const token = signIn.body.token;

    // Warm-up: load multipart and storage code paths before taking the baseline.
    const warm = await upload(port, token, 4 * MiB);
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${JSON.stringify(warm.body)}`);
    await new Promise((r) => setTimeout(r, 500));
    const pid = server.pid;
    const baseline = rssKiB(pid);

    let peak = baseline;
    const samples = [];
    const timer = setInterval(() => {
      const rss = rssKiB(pid);
      samples.push(rss);
      peak = Math.max(peak, rss);
    }, 50);
    console.log(
      `Uploading ${SIZE / MiB} MiB to POST /api/v2/admin/file (server RSS before: ${(baseline / 1024).toFixed(1)} MB) ...`,
    );
    const start = process.hrtime.bigint();
    const result = await upload(port, token, SIZE);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    clearInterval(timer);
    if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${JSON.stringify(result.body)}`);
    if (result.body.data.size !== SIZE) throw new Error(`stored ${result.body.data.size} bytes, sent ${SIZE}`);

    const rate = SIZE / seconds;
    const added = (peak - baseline) / 1024;
    const ratio = rate / disk;
    const figures = {
      date: new Date().toISOString(),
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
      node: process.version,
      size: `${SIZE / MiB} MiB`,
      disk: `${(disk / MiB).toFixed(1)} MiB/s`,
      upload: `${(rate / MiB).toFixed(1)} MiB/s (${seconds.toFixed(1)} s)`,
      ratio: ratio.toFixed(2),
      baseline: `${(baseline / 1024).toFixed(1)} MB`,
      peak: `${(peak / 1024).toFixed(1)} MB`,
      added: `${added.toFixed(1)} MB`,
      samples: samples.length,
    };
    console.log(figures);
    writeReport(figures, added <= 64, ratio >= 0.5);
  } finally {
    server?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {Record<string, string | number>} f the figures
 * @param {boolean} rssOk
 * @param {boolean} rateOk
 */
function writeReport(f, rssOk, rateOk) {
  const path = join(ROOT, 'docs/benchmarks.md');
  const section = `## Upload: streaming 1 GiB to the file library

Measured ${f.date} with \`npm run bench:upload\` (\`node scripts/bench-upload.mjs\`).

The script starts the API server (\`node ${serverArgv()[0]} --import tsx apps/api/src/server.ts\`, SQLite, local storage in a temp
\`DATA_DIR\`), measures this machine's disk write rate in the same run (${f.size} written with fs streams into the
same temp folder, then fsync), then streams a ${f.size} mp4-headed body (an \`ftyp\` box, then a reused 1 MiB
random chunk, generated on the fly) as multipart to \`POST /api/v2/admin/file\` as the seeded administrator of
client 3, sampling the server's \`VmRSS\` (\`/proc/<pid>/status\`) every 50 ms before and during the upload.
The server's local driver also fsyncs before renaming the finished file into place.

| figure | value | goal |
|---|---|---|
| server RSS before (after a 4 MiB warm-up upload) | ${f.baseline} | |
| server RSS peak during the upload | ${f.peak} | |
| **RSS added** | **${f.added}** | <= 64 MB ${rssOk ? '(met)' : '(NOT met)'} |
| disk write rate (fs stream + fsync) | ${f.disk} | |
| upload rate (request start to answer) | ${f.upload} | |
| **upload rate / disk write rate** | **${f.ratio}** | >= 0.5 ${rateOk ? '(met)' : '(NOT met)'} |

Machine: ${f.cpu}, ${f.cores} cores, ${f.memory} memory, Node.js ${f.node}. Client and server share the machine
(and its ${f.cores} cores), so the upload rate includes the client's work of generating and sending the body.
`;
  let text = existsSync(path)
    ? readFileSync(path, 'utf8')
    : '# Benchmarks\n\nFigures measured on the machines named in each section; rerun the command to refresh them.\n';
  const marker = '## Upload: streaming 1 GiB to the file library';
  const at = text.indexOf(marker);
  if (at >= 0) {
    const next = text.indexOf('\n## ', at + marker.length);
    text = text.slice(0, at) + section + (next >= 0 ? text.slice(next + 1) : '');
  } else {
    text = `${text.trimEnd()}\n\n${section}`;
  }
  writeFileSync(path, text);
  console.log(`Wrote ${path}`);
}

await main();
