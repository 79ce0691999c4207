// A sphere cast (time of impact) written on three-mesh-bvh's `shapecast`, as a three-mesh-bvh user would write
// one: the library has none, only overlap tests. bench/mesh.mjs times it beside sweepkit's `mesh.sweep`, so that
// the two answer the same question (its answers are compared with sweepkit's like every peer's).
//
// The walk: `boundsTraverseOrder` scores a node by the time the centre's segment enters its box grown by r (the
// slab test, Ericson, Real-Time Collision Detection, 5.3.3), `intersectsBounds` skips a node entered after the
// best time so far, and `intersectsTriangle` sweeps the sphere against the triangle exactly (the plane, then the
// three vertices and the three edges: Fauerby, "Improved Collision detection and Response", 2003).

/** The time in [0, 1] the centre c + t·v first comes within r of `box` per axis, or Infinity. */
function enterGrownBox(box, c, v, r) {
  const range = [0, 1]; // [near, far], narrowed slab by slab
  return slab(box.min.x - r - c.x, box.max.x + r - c.x, v.x, range)
    && slab(box.min.y - r - c.y, box.max.y + r - c.y, v.y, range)
    && slab(box.min.z - r - c.z, box.max.z + r - c.z, v.z, range) ? range[0] : Infinity;
}

/** Narrows `range` to the times the coordinate d·t lies in [lo, hi]; false when it becomes empty. */
function slab(lo, hi, d, range) {
  if (d === 0) return lo <= 0 && hi >= 0;
  let t0 = lo / d;
  let t1 = hi / d;
  if (t0 > t1) [t0, t1] = [t1, t0];
  if (t0 > range[0]) range[0] = t0;
  if (t1 < range[1]) range[1] = t1;
  return range[0] <= range[1];
}

/** The smaller root in [0, 1] of a t² + b t + c = 0 (0 when c ≤ 0: already within reach), or Infinity. */
function firstRoot(a, b, c) {
  if (c <= 0) return 0;
  if (a === 0) return Infinity;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return Infinity;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t >= 0 && t <= 1 ? t : Infinity;
}

/**
 * The first time in [0, 1] the sphere (centre c, radius r) moving by v touches triangle (a, b, tc), or Infinity.
 * Scalar code without allocations (the peer gets the care sweepkit's own code gets).
 */
export function sweepSphereTriangle(c, r, v, a, b, tc) {
  const e0x = b.x - a.x, e0y = b.y - a.y, e0z = b.z - a.z;
  const e1x = tc.x - b.x, e1y = tc.y - b.y, e1z = tc.z - b.z;
  const e2x = a.x - tc.x, e2y = a.y - tc.y, e2z = a.z - tc.z;
  // n = e0 × (tc − a) = e0 × −e2
  const nx = e2y * e0z - e2z * e0y, ny = e2z * e0x - e2x * e0z, nz = e2x * e0y - e2y * e0x;
  const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
  // Inside: p (in the plane) on the inner side of each edge, seen along n.
  const inside = (px, py, pz) =>
    ((e0y * (pz - a.z) - e0z * (py - a.y)) * nx + (e0z * (px - a.x) - e0x * (pz - a.z)) * ny + (e0x * (py - a.y) - e0y * (px - a.x)) * nz) >= 0
    && ((e1y * (pz - b.z) - e1z * (py - b.y)) * nx + (e1z * (px - b.x) - e1x * (pz - b.z)) * ny + (e1x * (py - b.y) - e1y * (px - b.x)) * nz) >= 0
    && ((e2y * (pz - tc.z) - e2z * (py - tc.y)) * nx + (e2z * (px - tc.x) - e2x * (pz - tc.z)) * ny + (e2x * (py - tc.y) - e2y * (px - tc.x)) * nz) >= 0;
  if (length > 0) {
    const ux = nx / length, uy = ny / length, uz = nz / length;
    const d0 = ux * (c.x - a.x) + uy * (c.y - a.y) + uz * (c.z - a.z);
    const dv = ux * v.x + uy * v.y + uz * v.z;
    // The plane: out of reach at the start, the sphere touches it at d = ±r on its side; that touching point
    // inside the triangle is the first contact (every other contact needs |d| ≤ r, which starts then).
    if (Math.abs(d0) > r && d0 * dv < 0) {
      const side = d0 > 0 ? r : -r;
      const t = (side - d0) / dv;
      if (t <= 1 && inside(c.x + t * v.x - side * ux, c.y + t * v.y - side * uy, c.z + t * v.z - side * uz)) return t;
    } else if (Math.abs(d0) <= r && inside(c.x - d0 * ux, c.y - d0 * uy, c.z - d0 * uz)) {
      return 0;
    }
  }
  const vv = v.x * v.x + v.y * v.y + v.z * v.z;
  // Each vertex p, and the edge from it (direction e): |c − p + t v| = r, and the cylinder of radius r about the
  // edge with the foot's parameter s in [0, 1].
  const feature = (p, ex, ey, ez, best) => {
    const wx = c.x - p.x, wy = c.y - p.y, wz = c.z - p.z;
    const vw = v.x * wx + v.y * wy + v.z * wz;
    const ww = wx * wx + wy * wy + wz * wz;
    best = Math.min(best, firstRoot(vv, 2 * vw, ww - r * r));
    const ee = ex * ex + ey * ey + ez * ez;
    const ev = ex * v.x + ey * v.y + ez * v.z;
    const ew = ex * wx + ey * wy + ez * wz;
    const qa = ee * vv - ev * ev;
    if (qa > 0) {
      const t = firstRoot(qa, 2 * (ee * vw - ev * ew), ee * (ww - r * r) - ew * ew);
      const s = (ew + t * ev) / ee;
      if (t < best && s >= 0 && s <= 1) return t;
    }
    return best;
  };
  return feature(tc, e2x, e2y, e2z, feature(b, e1x, e1y, e1z, feature(a, e0x, e0y, e0z, Infinity)));
}

/**
 * The time of impact of a sphere (centre `center`, radius `radius`) moving by `motion` against `bvh`'s mesh.
 * @returns {number} t in [0, 1], or Infinity when the sphere touches nothing within the motion
 */
export function sphereCastWithShapecast(bvh, center, radius, motion) {
  let best = Infinity;
  bvh.shapecast({
    boundsTraverseOrder: (box) => enterGrownBox(box, center, motion, radius),
    intersectsBounds: (box, isLeaf, score) => score !== Infinity && score <= best,
    intersectsTriangle: (tri) => {
      const t = sweepSphereTriangle(center, radius, motion, tri.a, tri.b, tri.c);
      if (t < best) best = t;
      return false;
    },
  });
  return best;
}
