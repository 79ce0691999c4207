// The gauntlet's referee: how deep a capsule character is in the course at one instant, from the course's own
// triangles (the float32 positions every controller is given, read as doubles) and the platforms' poses at that
// instant, by the double-precision distances of distance.js. Nothing here calls a controller's library.
import { rayCrossesTriangle, segmentTriangleDistance } from './distance.js';

const CELL = 1; // grid cell over x and z (m)
// A ray slightly off vertical for the inside test: it meets no face edge-on and no shared edge of a flat face.
const UP = (() => {
  const d = [0.0123, 1, 0.0071];
  const n = Math.hypot(...d);
  return d.map((x) => x / n);
})();
const RAY_LENGTH = 10; // longer than the course is high
const NONE = [];
const cellKey = (i, k) => (i + 4096) * 8192 + (k + 4096); // one number per cell (|i|, |k| < 4096)

/**
 * The referee of a course.
 * @param {{positions: ArrayLike<number>, indices: ArrayLike<number>}} triangles  the static course
 * @param {Array<{halfSize: {x,y,z}, poseAt: (t: number) => {center: {x,y,z}, yaw: number}}>} platforms
 * @param {{radius: number, halfHeight: number}} capsule  segment along +y through the centre
 * @returns {{depth: (center: {x,y,z}, t: number) => number}}  depth(center, t): how far (m) the capsule centred
 *   there reaches into the course at time t (s): its radius minus its distance to the nearest triangle or
 *   platform face, at least 0; at least the radius when its centre is inside a closed solid or a platform.
 */
export function createProbe(triangles, platforms, capsule) {
  const corners = cornersOf(triangles);
  const bounds = corners.map(boundsOf);
  const grid = gridOf(bounds);
  const boxes = platforms.map((p) => ({ poseAt: p.poseAt, h: p.halfSize, faces: boxFaces(p.halfSize) }));
  const stamp = new Uint32Array(corners.length);
  let query = 0;

  // Each triangle in the grid cells the box meets over x and z, once (its index and corners).
  function forEachNear(x0, z0, x1, z1, visit) {
    query++;
    for (let i = Math.floor(x0 / CELL); i <= Math.floor(x1 / CELL); i++) {
      for (let k = Math.floor(z0 / CELL); k <= Math.floor(z1 / CELL); k++) {
        for (const t of grid.get(cellKey(i, k)) ?? NONE) {
          if (stamp[t] === query) continue;
          stamp[t] = query;
          visit(corners[t], t);
        }
      }
    }
  }

  function depth(center, t) {
    const { radius: r, halfHeight: h } = capsule;
    const c = [center.x, center.y, center.z];
    const p = [c[0], c[1] - h, c[2]];
    const q = [c[0], c[1] + h, c[2]];
    let nearest = Infinity;
    const lo = [c[0] - r, p[1] - r, c[2] - r];
    const hi = [c[0] + r, q[1] + r, c[2] + r];
    forEachNear(lo[0], lo[2], hi[0], hi[2], ([a, b, d], t) => {
      const [min, max] = bounds[t];
      for (let k = 0; k < 3; k++) if (min[k] > hi[k] || max[k] < lo[k]) return; // farther than r
      nearest = Math.min(nearest, segmentTriangleDistance(p, q, a, b, d));
    });
    // Inside a closed solid: the ray up from the centre crosses its faces an odd number of times.
    let crossings = 0;
    const reach = RAY_LENGTH * Math.max(Math.abs(UP[0]), Math.abs(UP[2]));
    forEachNear(c[0] - reach, c[2] - reach, c[0] + reach, c[2] + reach, ([a, b, d], t) => {
      const [min, max] = bounds[t];
      if (max[1] < c[1] || min[0] > c[0] + reach || max[0] < c[0] - reach || min[2] > c[2] + reach || max[2] < c[2] - reach) return;
      if (rayCrossesTriangle(c, UP, a, b, d)) crossings++;
    });
    let inside = crossings % 2 === 1;
    for (const box of boxes) {
      const { center: bc, yaw } = box.poseAt(t);
      const far = Math.hypot(box.h.x, box.h.y, box.h.z) + h + r;
      if (Math.hypot(c[0] - bc.x, c[1] - bc.y, c[2] - bc.z) > far) continue;
      // The capsule in the box's frame (turned by −yaw about +y through its centre).
      const cos = Math.cos(yaw), sin = Math.sin(yaw);
      const dx = c[0] - bc.x, dz = c[2] - bc.z;
      const local = [cos * dx - sin * dz, c[1] - bc.y, sin * dx + cos * dz];
      const lp = [local[0], local[1] - h, local[2]];
      const lq = [local[0], local[1] + h, local[2]];
      for (const [a, b, d] of box.faces) nearest = Math.min(nearest, segmentTriangleDistance(lp, lq, a, b, d));
      if (Math.abs(local[0]) < box.h.x && Math.abs(local[1]) < box.h.y && Math.abs(local[2]) < box.h.z) inside = true;
    }
    const reached = Math.max(0, r - nearest);
    return inside ? Math.max(r, reached) : reached;
  }
  return { depth };
}

// The triangles' corners as double [x, y, z] triples.
function cornersOf({ positions, indices }) {
  const point = (i) => [positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]];
  const out = [];
  for (let i = 0; i < indices.length; i += 3) out.push([point(indices[i]), point(indices[i + 1]), point(indices[i + 2])]);
  return out;
}

// A triangle's bounds: [min, max] corners.
function boundsOf(tri) {
  const axis = (k, f) => f(tri[0][k], tri[1][k], tri[2][k]);
  return [[0, 1, 2].map((k) => axis(k, Math.min)), [0, 1, 2].map((k) => axis(k, Math.max))];
}

// Triangle indices by the grid cells (over x and z) their bounds meet.
function gridOf(bounds) {
  const grid = new Map();
  bounds.forEach(([min, max], t) => {
    for (let i = Math.floor(min[0] / CELL); i <= Math.floor(max[0] / CELL); i++) {
      for (let k = Math.floor(min[2] / CELL); k <= Math.floor(max[2] / CELL); k++) {
        const key = cellKey(i, k);
        if (!grid.has(key)) grid.set(key, []);
        grid.get(key).push(t);
      }
    }
  });
  return grid;
}

// The 12 triangles of a box centred on the origin.
function boxFaces({ x, y, z }) {
  const v = (i) => [i & 1 ? x : -x, i & 2 ? y : -y, i & 4 ? z : -z];
  const quads = [[0, 1, 3, 2], [4, 5, 7, 6], [0, 1, 5, 4], [2, 3, 7, 6], [0, 2, 6, 4], [1, 3, 7, 5]];
  return quads.flatMap(([a, b, c, d]) => [[v(a), v(b), v(c)], [v(a), v(c), v(d)]]);
}
