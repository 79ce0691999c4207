// Independent references for the real-model mesh tests (tests/js/mesh_models.test.js): a brute-force raycast over
// every triangle (Möller–Trumbore, in doubles), the count of degenerate triangles, and rays aimed through a box.
// Nothing here calls sweepkit.

/**
 * The ray o + t·d against one triangle, two-sided (Möller & Trumbore 1997, "Fast, minimum storage ray-triangle
 * intersection"), in doubles.
 * @param {ArrayLike<number>} p positions, 3 per vertex
 * @param {number} a @param {number} b @param {number} c vertex indices
 * @param {{x,y,z}} o origin @param {{x,y,z}} d direction (any length)
 * @returns {number} t >= 0 of the hit, or Infinity (a miss, or a ray parallel to the triangle's plane)
 */
export function rayTriangle(p, a, b, c, o, d) {
  const ax = p[3 * a], ay = p[3 * a + 1], az = p[3 * a + 2];
  const e1x = p[3 * b] - ax, e1y = p[3 * b + 1] - ay, e1z = p[3 * b + 2] - az;
  const e2x = p[3 * c] - ax, e2y = p[3 * c + 1] - ay, e2z = p[3 * c + 2] - az;
  const px = d.y * e2z - d.z * e2y, py = d.z * e2x - d.x * e2z, pz = d.x * e2y - d.y * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (det === 0) return Infinity;
  const inv = 1 / det;
  const sx = o.x - ax, sy = o.y - ay, sz = o.z - az;
  const u = (sx * px + sy * py + sz * pz) * inv;
  if (u < 0 || u > 1) return Infinity;
  const qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
  const v = (d.x * qx + d.y * qy + d.z * qz) * inv;
  if (v < 0 || u + v > 1) return Infinity;
  const t = (e2x * qx + e2y * qy + e2z * qz) * inv;
  return t >= 0 ? t : Infinity;
}

/**
 * The closest hit over every triangle (ties: the lowest index).
 * @param {{positions: ArrayLike<number>, indices: ArrayLike<number>}} mesh
 * @returns {{t: number, triangle: number}} triangle -1 and t Infinity on a miss
 */
export function bruteRaycast({ positions, indices }, o, d) {
  let best = { t: Infinity, triangle: -1 };
  for (let i = 0; i < indices.length / 3; i++) {
    const t = rayTriangle(positions, indices[3 * i], indices[3 * i + 1], indices[3 * i + 2], o, d);
    if (t < best.t) best = { t, triangle: i };
  }
  return best;
}

/** t of the ray against triangle `i` alone (Infinity: a miss). */
export const rayTriangleAt = ({ positions, indices }, i, o, d) =>
  rayTriangle(positions, indices[3 * i], indices[3 * i + 1], indices[3 * i + 2], o, d);

/**
 * Triangles that are degenerate at `tolerance` (length units): a repeated index, or a height over the longest edge
 * of at most `tolerance` (twice the area <= tolerance × the longest edge), in doubles.
 */
export function countDegenerate({ positions: p, indices }, tolerance) {
  let count = 0;
  for (let i = 0; i < indices.length; i += 3) {
    const a = indices[i], b = indices[i + 1], c = indices[i + 2];
    if (a === b || b === c || a === c) {
      count++;
      continue;
    }
    const u = [p[3 * b] - p[3 * a], p[3 * b + 1] - p[3 * a + 1], p[3 * b + 2] - p[3 * a + 2]];
    const v = [p[3 * c] - p[3 * a], p[3 * c + 1] - p[3 * a + 1], p[3 * c + 2] - p[3 * a + 2]];
    const w = [v[0] - u[0], v[1] - u[1], v[2] - u[2]];
    const twiceArea = Math.hypot(u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]);
    const longest = Math.sqrt(Math.max(...[u, v, w].map((e) => e[0] * e[0] + e[1] * e[1] + e[2] * e[2])));
    if (twiceArea <= tolerance * longest) count++;
  }
  return count;
}

/** The smallest distance between two vertices (O(n²): for meshes of a few thousand vertices). */
export function closestVertexPair(positions) {
  let best = Infinity;
  const n = positions.length / 3;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dx = positions[3 * i] - positions[3 * j];
      const dy = positions[3 * i + 1] - positions[3 * j + 1];
      const dz = positions[3 * i + 2] - positions[3 * j + 2];
      best = Math.min(best, dx * dx + dy * dy + dz * dz);
    }
  }
  return Math.sqrt(best);
}

/** Edges used by exactly one triangle (0 for a closed mesh). */
export function boundaryEdgeCount(indices) {
  const uses = new Map();
  for (let i = 0; i < indices.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const a = indices[i + k];
      const b = indices[i + ((k + 1) % 3)];
      const key = a < b ? `${a},${b}` : `${b},${a}`;
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  let count = 0;
  for (const n of uses.values()) count += n === 1 ? 1 : 0;
  return count;
}

/**
 * A random segment through a box: from a random point on the sphere around it (radius twice the half diagonal) to
 * a random point inside it (so most hit a mesh filling the box; the segment's t is a fraction of its length),
 * rounded to float32.
 * @param {{next: () => number}} random
 * @param {{min: {x,y,z}, max: {x,y,z}}} box
 */
export function segmentThroughBox(random, { min, max }) {
  const c = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2, z: (min.z + max.z) / 2 };
  const r = Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z);
  const z = 2 * random.next() - 1;
  const phi = 2 * Math.PI * random.next();
  const s = Math.sqrt(1 - z * z);
  const f = Math.fround; // float32 values: sweepkit (float32) and the reference see the same ray
  const origin = { x: f(c.x + r * s * Math.cos(phi)), y: f(c.y + r * s * Math.sin(phi)), z: f(c.z + r * z) };
  const target = {
    x: min.x + (max.x - min.x) * random.next(),
    y: min.y + (max.y - min.y) * random.next(),
    z: min.z + (max.z - min.z) * random.next(),
  };
  return { origin, direction: { x: f(target.x - origin.x), y: f(target.y - origin.y), z: f(target.z - origin.z) } };
}
