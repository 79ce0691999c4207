// The benchmarks' seeded random scene (xorshift32), so that every run and every contender sees the same inputs.

let state = 0x9e3779b9;

/** A number in [-10, 10). */
export function rand() {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return ((state >>> 0) / 4294967296) * 20 - 10;
}

/** A vector with coordinates in [-10, 10), as a plain { x, y, z }. */
export const vec = () => ({ x: rand(), y: rand(), z: rand() });

/** A random unit vector, as a plain { x, y, z }. */
export function unit() {
  const n = vec();
  const len = Math.hypot(n.x, n.y, n.z);
  return { x: n.x / len, y: n.y / len, z: n.z / len };
}
