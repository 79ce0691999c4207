// mulberry32 (Tommy Ettinger's 32-bit generator): a small seeded PRNG for the randomized tests, so that every run
// sees the same cases. Numbers are rounded to float32 so that sweepkit (float32) and a reference see identical
// inputs.
import { mulberry32Bits } from '../../common/mulberry32.js';

/**
 * @param {number} seed  any 32-bit integer.
 * @returns {{next: () => number, uniform: (lo: number, hi: number) => number,
 *   vec: (lo: number, hi: number) => {x: number, y: number, z: number}}}  next() in [0, 1) (double); uniform and
 *   vec float32 values in [lo, hi].
 */
export function prng(seed) {
  const bits = mulberry32Bits(seed);
  const next = () => bits() / 4294967296;
  const uniform = (lo, hi) => Math.fround(lo + (hi - lo) * next());
  const vec = (lo, hi) => ({ x: uniform(lo, hi), y: uniform(lo, hi), z: uniform(lo, hi) });
  return { next, uniform, vec };
}
