// How the benchmarks measure: time (contenders interleaved round after round) and allocation (garbage
// collections and bytes allocated, from V8's own per-collection heap statistics).
import v8 from 'node:v8';

export const ROUNDS = 11;
export const WARMUP = 3;

/**
 * CPU time this process has used, in ns (user + system, all its threads: the JS thread and V8's helpers, such
 * as the parallel scavenger). On a machine shared with other jobs it leaves out the time the process waits
 * for a core, which wall-clock time counts, however briefly a contender ran.
 */
function cpuNs() {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
}

/**
 * Runs every contender `ROUNDS + WARMUP` times, interleaved (so that load from other processes falls on all of
 * them alike), and prints and returns the median CPU ns per `per` of each.
 * @param {Record<string, () => number>} contenders  each returns a number, summed into a printed sink
 * @param {number} per  the unit of work of one run (calls or sweeps)
 * @returns {Record<string, number>}
 */
export function timeTogether(contenders, per) {
  const samples = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  let sink = 0;
  for (let round = 0; round < ROUNDS + WARMUP; round++) {
    for (const [name, fn] of Object.entries(contenders)) {
      const start = cpuNs();
      sink += fn();
      const ns = (cpuNs() - start) / per;
      if (round >= WARMUP) samples[name].push(ns); // warm-up rounds for the JIT and WASM tier-up
    }
  }
  const medians = {};
  for (const [name, s] of Object.entries(samples)) {
    s.sort((a, b) => a - b);
    medians[name] = s[s.length >> 1];
    console.log(`${medians[name].toFixed(1).padStart(8)} ns  ${name}`);
  }
  console.log(`(sink ${sink})`); // every result feeds the sink, so no loop is dead code
  return medians;
}

/**
 * Garbage collections during one call of `fn`, and the bytes it allocated on the JS heap: the heap's used size
 * after minus before, plus what each collection in between freed (used size before it minus after it), both
 * from V8's statistics of each collection (v8.GCProfiler), taken synchronously as the collection runs.
 * @param {() => number} fn
 * @returns {{ gcs: number, bytes: number, result: number }}
 */
export function allocation(fn) {
  if (!v8.GCProfiler) throw new Error('bench: counting garbage collections needs v8.GCProfiler (Node 18.15 or later)');
  const profiler = new v8.GCProfiler();
  const before = v8.getHeapStatistics().used_heap_size;
  profiler.start();
  const result = fn();
  const after = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop(); // (read after `after`: its report is itself allocated)
  let freed = 0;
  for (const gc of statistics) freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
  return { gcs: statistics.length, bytes: after - before + freed, result };
}
