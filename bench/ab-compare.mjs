// Compares two sets of benchmark outputs, A (a base commit) and B (this tree), written by scripts/bench-ab.sh: every
// table's sweepkit rows, B's time over A's, raw and relative to the fastest peer of the same table (Rapier, Jolt,
// three-mesh-bvh, plain JS ...), which cancels most of the machine's drift between the runs. With several runs of
// each, the medians. Rows outside ±`threshold` (default 10 %) on both measures are marked.
// Usage: node bench/ab-compare.mjs DIR [threshold]   (DIR holds a-<bench>-<run>.txt and b-<bench>-<run>.txt)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [dir, threshold = '0.10'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/ab-compare.mjs DIR [threshold]');
  process.exit(2);
}
const UNIT = { ns: 1, us: 1e3, 'µs': 1e3, ms: 1e6 };
const OURS = /sweepkit|WASM|^sk/i; // sweepkit's rows; the rest of a table are its peers
const FLOORS = /floor|JS side/i; // rows that are parts of sweepkit's call, not peers

/** The tables of one output: title -> (row label -> ns). */
function tables(text) {
  const out = new Map();
  let rows = null;
  let heading = null;
  for (const line of text.split('\n')) {
    const row = /^\s+([\d.]+)\s*(ns|us|µs|ms)\s+(.*)$/.exec(line);
    if (row && rows) {
      rows.set(row[3].trim(), Number(row[1]) * UNIT[row[2]]);
      continue;
    }
    // bench/mesh.mjs: a build line, {"sweepkit": ms, "bvh": ms, ...} after its "== model" heading.
    if (line.trim().startsWith('{') && heading) {
      const times = JSON.parse(line.trim().replace(/}.*$/, '}'));
      const build = new Map(Object.entries(times).map(([k, v]) => [k === 'sweepkit' ? 'sweepkit build' : k === 'serialize' || k === 'load' ? `sweepkit ${k}` : k, v * 1e6]));
      out.set(`${heading}: build (ms)`, build);
      continue;
    }
    // bench/world/world.mjs: "N=1000: sweepkit frame 0.11 ms, step 0.11 ms ..." lines, one table per N.
    const world = /^((?:rotating )?N=\d+): (\S+) (?:step|frame|SAP) ([\d.]+) ms/.exec(line);
    if (world) {
      if (!out.has(world[1])) out.set(world[1], new Map());
      out.get(world[1]).set(world[2], Number(world[3]) * 1e6);
      continue;
    }
    if (line.trim() && !/^\s/.test(line) && !line.startsWith('(sink') && !line.startsWith('wrote')) {
      // A table's title: up to its first colon (what follows, such as disagreement counts, varies between runs);
      // bench/mesh.mjs's "-- model: ...; what" titles keep the part after the semicolon.
      const what = line.startsWith('--') && line.includes(';') ? ` ${line.split(';').pop().trim()}` : '';
      heading = line.startsWith('==') ? line.replace(/^==\s*/, '').split(':')[0].trim() : heading;
      rows = new Map();
      out.set(line.replace(/^(--|==)\s*/, '').split(/[:;]/)[0].trim() + what, rows);
    }
  }
  return out;
}

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : NaN;
};

// side -> bench -> [tables of each run]
const runs = { a: new Map(), b: new Map() };
for (const file of readdirSync(dir)) {
  const m = /^([ab])-(.+)-(\d+)\.txt$/.exec(file);
  if (!m) continue;
  if (!runs[m[1]].has(m[2])) runs[m[1]].set(m[2], []);
  runs[m[1]].get(m[2]).push(tables(readFileSync(join(dir, file), 'utf8')));
}

const limit = Number(threshold);
console.log('bench\ttable\trow\tA ns\tB ns\tB/A\tB/A vs peer\tflag');
for (const [bench, aRuns] of runs.a) {
  const bRuns = runs.b.get(bench) ?? [];
  for (const [title, aRows] of aRuns[0]) {
    const value = (side, label) => median(side.map((t) => t.get(title)?.get(label)));
    const peer = (side) => {
      const labels = [...aRows.keys()].filter((k) => !OURS.test(k) && !FLOORS.test(k));
      return median(side.map((t) => Math.min(...labels.map((k) => t.get(title)?.get(k) ?? Infinity))));
    };
    const pa = peer(aRuns);
    const pb = peer(bRuns);
    for (const label of aRows.keys()) {
      if (!OURS.test(label)) continue;
      const ta = value(aRuns, label);
      const tb = value(bRuns, label);
      if (!Number.isFinite(ta) || !Number.isFinite(tb)) continue;
      const raw = tb / ta;
      const relative = Number.isFinite(pa) && Number.isFinite(pb) && pa > 0 ? (tb / pb) / (ta / pa) : raw;
      const flag = raw > 1 + limit && relative > 1 + limit ? 'SLOWER' : raw < 1 - limit && relative < 1 - limit ? 'faster' : '';
      console.log([bench, title.slice(0, 70), label.slice(0, 70), ta.toFixed(1), tb.toFixed(1), raw.toFixed(3), relative.toFixed(3), flag].join('\t'));
    }
  }
}
