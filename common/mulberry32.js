// mulberry32 (Tommy Ettinger's 32-bit generator, public domain): the seeded generator of the randomized JS tests, of
// the world benchmark's scene, of the playground's scenes and of the seeded geometry in common/ (the gauntlet's and
// the folded floor's diagonals). common/mulberry32.hpp (which bench/world/scene.hpp and
// tests/core/world/world_step_test.cpp draw from) implements it in C++: the same seed gives the same numbers in both.

/**
 * @param {number} seed  any 32-bit integer.
 * @returns {() => number}  the next 32-bit unsigned integer of the sequence, per call.
 */
export function mulberry32Bits(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * The numbers of common/mulberry32.hpp's Mulberry32: next() uniform in [0, 1) with 24 random bits (exact in float32),
 * range(lo, hi) = lo + (hi - lo) * next().
 * @param {number} seed  any 32-bit integer.
 * @param {{float32?: boolean}} [options]  float32: range computed in float32 arithmetic (Math.fround after every
 *   operation), as the C++ computes it, so that it gives the C++'s numbers bit for bit; otherwise in float64.
 * @returns {{next: () => number, range: (lo: number, hi: number) => number}}
 */
export function mulberry32(seed, { float32 = false } = {}) {
  const bits = mulberry32Bits(seed);
  const next = () => (bits() >>> 8) * (1 / 16777216);
  if (!float32) return { next, range: (lo, hi) => lo + (hi - lo) * next() };
  const f = Math.fround;
  return { next, range: (lo, hi) => f(f(lo) + f(f(f(hi) - f(lo)) * next())) };
}

/**
 * Numbers uniform in [0, 1) with all 32 bits of the sequence (each one bits / 2^32): the generator of the
 * playground's scenes and of the courses' seeded triangles (the gauntlet's and the folded floor's diagonals).
 * @param {number} seed  any 32-bit integer.
 * @returns {() => number}  the next number, per call.
 */
export function random(seed) {
  const bits = mulberry32Bits(seed);
  return () => bits() / 4294967296;
}
