// mulberry32 (Tommy Ettinger's 32-bit generator): a small seeded PRNG for the randomized tests, so that every run
// sees the same cases. Numbers are rounded to float32 so that sweepkit (float32) and a reference see identical
// inputs.

/**
 * @param {number} seed  any 32-bit integer.
 * @returns {{next: () => number, uniform: (lo: number, hi: number) => number,
 *   vec: (lo: number, hi: number) => {x: number, y: number, z: number}}}  next() in [0, 1) (double); uniform and
 *   vec float32 values in [lo, hi].
 */
export function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const uniform = (lo, hi) => Math.fround(lo + (hi - lo) * next());
  const vec = (lo, hi) => ({ x: uniform(lo, hi), y: uniform(lo, hi), z: uniform(lo, hi) });
  return { next, uniform, vec };
}
