// An independent reference for convex pairs, in double precision, from support functions alone (no GJK, no
// EPA, no SAT, no hull): the tie-breaker when sweepkit and Rapier disagree in tests/js/differential_rapier.test.js.
//
// For convex A and B, K = A − B (their Minkowski difference) has the support function h_K(n) = h_A(n) + h_B(−n),
// h_S(n) = max over p in S of n·p. The signed distance between A and B (their gap, or minus the least
// penetration depth) is  sd = −min over unit n of h_K(n)  in both cases (the distance from the origin to K
// outside it, the distance to K's boundary inside it), and the minimizing n is the normal from A to B. Any
// unit n bounds it: −h_K(n) <= sd, so h_K(n) is the overlap of A and B along n: a contact (depth, normal) is
// consistent when h_K(normal) = depth, and of two normals the one with the smaller h_K is the better one. When
// A and B translate by dA t and dB t, h_K(n) gains t (dA − dB)·n: sd(t) is convex in t.
//
// The minimum over the sphere is found by brute force: a Fibonacci lattice of directions plus the callers' seeds,
// then a pattern search on the sphere from the best few (steps halved down to 1e-10 rad, 12 directions per
// step, turned by the golden angle each round so that it does not stall in a diagonal valley).

export const dot = (a, b) => a.x * b.x + a.y * b.y + a.z * b.z;
export const add = (a, b) => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const sub = (a, b) => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const scale = (a, s) => ({ x: a.x * s, y: a.y * s, z: a.z * s });
export const len = (a) => Math.hypot(a.x, a.y, a.z);
export const normalize = (a) => scale(a, 1 / len(a));
const cross = (a, b) => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });

/** v rotated by the quaternion q {x, y, z, w} (normalized here): v + 2w (u × v) + 2 u × (u × v). */
export function rotate(q, v) {
  const s = 1 / Math.hypot(q.x, q.y, q.z, q.w);
  const u = { x: q.x * s, y: q.y * s, z: q.z * s };
  const uv = cross(u, v);
  return add(add(v, scale(uv, 2 * q.w * s)), scale(cross(u, uv), 2));
}

// Support functions h(n), n unit.
export const sphereSupport = (center, radius) => (n) => dot(center, n) + radius;
export const capsuleSupport = (start, end, radius) => (n) => Math.max(dot(start, n), dot(end, n)) + radius;
/** An oriented box: centre, half extents {x, y, z}, rotation quaternion. */
export function obbSupport(center, halfSize, rotation) {
  const axes = [{ x: 1, y: 0, z: 0 }, { x: 0, y: 1, z: 0 }, { x: 0, y: 0, z: 1 }].map((e) => rotate(rotation, e));
  const h = [halfSize.x, halfSize.y, halfSize.z];
  return (n) => dot(center, n) + axes.reduce((sum, axis, i) => sum + h[i] * Math.abs(dot(axis, n)), 0);
}
/** The convex hull of `points` (local xyz triples) placed at position + rotation · local: no hull is built. */
export function pointsSupport(points, position, rotation) {
  const world = [];
  for (let i = 0; i < points.length; i += 3) world.push(add(position, rotate(rotation, { x: points[i], y: points[i + 1], z: points[i + 2] })));
  return (n) => world.reduce((m, p) => Math.max(m, dot(p, n)), -Infinity);
}

const LATTICE = fibonacciSphere(600);
function fibonacciSphere(count) {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: count }, (_, i) => {
    const y = 1 - (2 * (i + 0.5)) / count;
    const r = Math.sqrt(1 - y * y);
    return { x: r * Math.cos(golden * i), y, z: r * Math.sin(golden * i) };
  });
}

function patternSearch(f, start) {
  let n = start;
  let fn = f(n);
  let turn = 0;
  for (let step = 0.05; step > 1e-10;) {
    const helper = Math.abs(n.x) < 0.6 ? { x: 1, y: 0, z: 0 } : { x: 0, y: 1, z: 0 };
    const t1 = normalize(cross(n, helper));
    const t2 = cross(n, t1);
    let improved = false;
    for (let k = 0; k < 12; k++) {
      const angle = turn + (k * Math.PI) / 6;
      const m = normalize(add(n, add(scale(t1, step * Math.cos(angle)), scale(t2, step * Math.sin(angle)))));
      const fm = f(m);
      if (fm < fn) {
        n = m;
        fn = fm;
        improved = true;
      }
    }
    turn += 2.399963;
    if (!improved) step *= 0.5;
  }
  return { value: fn, normal: n };
}

/**
 * The signed distance between A and B, where A has moved by `motion` (relative to B; zero if omitted).
 * @param {(n) => number} hA  A's support function.
 * @param {(n) => number} hB  B's support function.
 * @param {{x, y, z}[]} seeds  extra unit directions to start from (the libraries' normals, say).
 * @returns {{distance: number, normal: {x, y, z}}}  distance > 0 apart, < 0 overlapping (minus the depth);
 *   normal from A to B. −distance is a certified upper bound of the depth (it is h_K along `normal`).
 */
export function signedDistance(hA, hB, seeds = [], motion = { x: 0, y: 0, z: 0 }) {
  const f = (n) => hA(n) + hB(scale(n, -1)) + dot(motion, n);
  const starts = [...seeds.filter((s) => s && len(s) > 0.5).map(normalize), ...LATTICE]
    .map((n) => ({ n, v: f(n) }))
    .sort((a, b) => a.v - b.v)
    .slice(0, 4);
  let best = { value: Infinity, normal: null };
  for (const { n } of starts) {
    const r = patternSearch(f, n);
    if (r.value < best.value) best = r;
  }
  return { distance: -best.value, normal: best.normal };
}

/** h_K(n): how far A and B overlap along the unit n (negative: a gap that far). */
export const overlapAlong = (hA, hB, n) => hA(n) + hB(scale(n, -1));

/**
 * The first root of a convex signed distance sd(t) over t in [0, 1]: a ternary search finds its minimum, a
 * bisection the first root before it.
 * @param {(t: number) => number} sd  convex in t: > 0 apart, <= 0 touching or overlapping.
 * @returns {{toi: number | null, minimum: number, start: number}}  toi 0 when overlapping at the start, null
 *   when they never touch; minimum the least sd along the path; start sd(0).
 */
export function firstRoot(sd) {
  const start = sd(0);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (sd(m1) < sd(m2)) hi = m2;
    else lo = m1;
  }
  const tMin = (lo + hi) / 2;
  const minimum = Math.min(sd(tMin), sd(1), start);
  if (start <= 0) return { toi: 0, minimum, start };
  if (minimum > 0) return { toi: null, minimum, start };
  const end = sd(tMin) <= 0 ? tMin : 1;
  lo = 0;
  hi = end;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (sd(mid) > 0) lo = mid;
    else hi = mid;
  }
  return { toi: hi, minimum, start };
}

/** firstRoot of A moving by `relative` (relative to B), from their support functions. */
export function firstContact(hA, hB, relative, seeds = []) {
  let hint = seeds;
  return firstRoot((t) => {
    const r = signedDistance(hA, hB, hint, scale(relative, t));
    hint = [r.normal, ...seeds];
    return r.distance;
  });
}
