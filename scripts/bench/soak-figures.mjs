// The soak's arithmetic and its picture: the least-squares trend of the RSS, and an SVG of the RSS samples with each
// minute's p99, for docs/reliability.md.

/**
 * The least-squares slope of y over x (units of y per unit of x); 0 with fewer than two points.
 * @param {[number, number][]} points
 */
export function trend(points) {
  if (points.length < 2) return 0;
  const mean = (/** @type {number[]} */ v) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(points.map(([x]) => x));
  const my = mean(points.map(([, y]) => y));
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const W = 720;
const H = 260;
const PAD = 40;

/**
 * RSS (MB, left axis, line) and p99 per minute (ms, right axis, dots) over the run's minutes; the warm-up shaded.
 * @param {{ at: number, rssMB: number }[]} rss
 * @param {{ minute: number, p99: number }[]} minutes
 * @param {number} warmUp minutes
 */
export function rssChart(rss, minutes, warmUp) {
  const span = Math.max(1, minutes.length);
  const maxRss = Math.max(1, ...rss.map((s) => s.rssMB)) * 1.1;
  const maxP99 = Math.max(1, ...minutes.map((m) => m.p99)) * 1.1;
  const x = (/** @type {number} */ t) => PAD + (t / span) * (W - 2 * PAD);
  const yRss = (/** @type {number} */ v) => H - PAD - (v / maxRss) * (H - 2 * PAD);
  const yP99 = (/** @type {number} */ v) => H - PAD - (v / maxP99) * (H - 2 * PAD);
  const line = rss.map((s) => `${x(s.at).toFixed(1)},${yRss(s.rssMB).toFixed(1)}`).join(' ');
  const dots = minutes
    .map((m) => `<circle cx="${x(m.minute - 0.5).toFixed(1)}" cy="${yP99(m.p99).toFixed(1)}" r="3" fill="#d9480f"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="11">
<rect width="${W}" height="${H}" fill="#fff"/>
<rect x="${PAD}" y="${PAD}" width="${(x(warmUp) - PAD).toFixed(1)}" height="${H - 2 * PAD}" fill="#f1f3f5"/>
<line x1="${PAD}" y1="${H - PAD}" x2="${W - PAD}" y2="${H - PAD}" stroke="#868e96"/>
<text x="${PAD}" y="${PAD - 8}">RSS (MB, line): max ${maxRss.toFixed(0)} · p99 (ms, dots): max ${maxP99.toFixed(0)} · shaded: warm-up</text>
<text x="${PAD}" y="${H - PAD + 16}">0</text><text x="${W - PAD - 30}" y="${H - PAD + 16}">${span} min</text>
<text x="4" y="${yRss(maxRss / 1.1).toFixed(1)}">${(maxRss / 1.1).toFixed(0)}</text>
<polyline fill="none" stroke="#1971c2" stroke-width="2" points="${line}"/>${dots}
</svg>
`;
}
