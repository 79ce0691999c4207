// Outlines of sweepkit's shapes as line segments appended to a LineBuffer: spheres and capsules as circles and
// side lines, boxes (axis-aligned or oriented) and convex hulls by their edges, a plane as a gridded square
// patch with its normal, triangle arrays by their edges (each shared edge once), arrows and point crosses.
// Shapes are read duck-typed ({x, y, z} fields, three.js objects as they are), in world space.
import { inferShapeTag } from '../js/generated/infer.js';
import { SHAPE_TYPES } from '../js/generated/layout.js';

const TAU = 2 * Math.PI;
const IDENTITY = Object.freeze([1, 0, 0, 0, 1, 0, 0, 0, 1]);
const ORIGIN = Object.freeze({ x: 0, y: 0, z: 0 });
const BOX_EDGES = [0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 1, 3, 4, 6, 5, 7, 0, 4, 1, 5, 2, 6, 3, 7]; // corner bits: x, y, z
const basis = new Float64Array(6); // two unit vectors perpendicular to a direction (u, v)
const matrix = new Float64Array(9);
const corners = new Float64Array(24);

/**
 * A rotation as a 3×3 matrix, column-major: from a `{elements}` Matrix3 (as getBody returns it and three's OBB
 * holds it), a unit quaternion {x, y, z, w}, or nothing (the identity). Returns a shared scratch array.
 */
export function rotationMatrix(rotation) {
  if (rotation == null) return IDENTITY;
  if (rotation.elements !== undefined) {
    for (let i = 0; i < 9; i++) matrix[i] = rotation.elements[i];
    return matrix;
  }
  const { x, y, z, w } = rotation;
  matrix[0] = 1 - 2 * (y * y + z * z); matrix[3] = 2 * (x * y - z * w); matrix[6] = 2 * (x * z + y * w);
  matrix[1] = 2 * (x * y + z * w); matrix[4] = 1 - 2 * (x * x + z * z); matrix[7] = 2 * (y * z - x * w);
  matrix[2] = 2 * (x * z - y * w); matrix[5] = 2 * (y * z + x * w); matrix[8] = 1 - 2 * (x * x + y * y);
  return matrix;
}

/** Fills `basis` with unit u, v perpendicular to the unit (dx, dy, dz) and to each other (Frisvad-style pick). */
function perpendicular(dx, dy, dz) {
  // u = the cross product with the axis least aligned with d, normalised; v = d × u.
  let ux, uy, uz;
  if (Math.abs(dx) < 0.57735) [ux, uy, uz] = [0, dz, -dy];
  else if (Math.abs(dy) < 0.57735) [ux, uy, uz] = [-dz, 0, dx];
  else [ux, uy, uz] = [dy, -dx, 0];
  const len = Math.hypot(ux, uy, uz);
  basis[0] = ux / len; basis[1] = uy / len; basis[2] = uz / len;
  basis[3] = dy * basis[2] - dz * basis[1];
  basis[4] = dz * basis[0] - dx * basis[2];
  basis[5] = dx * basis[1] - dy * basis[0];
}

/**
 * The arc centred at `c` of radius `r` in the plane of unit vectors u, v (angle 0 along u), from angle `from` to
 * `to` (radians) in `n` segments.
 */
function arc(buf, c, u, v, r, n, from, to) {
  const step = (to - from) / n;
  let px = c.x + r * (Math.cos(from) * u[0] + Math.sin(from) * v[0]);
  let py = c.y + r * (Math.cos(from) * u[1] + Math.sin(from) * v[1]);
  let pz = c.z + r * (Math.cos(from) * u[2] + Math.sin(from) * v[2]);
  for (let i = 1; i <= n; i++) {
    const a = from + i * step;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const qx = c.x + r * (cos * u[0] + sin * v[0]);
    const qy = c.y + r * (cos * u[1] + sin * v[1]);
    const qz = c.z + r * (cos * u[2] + sin * v[2]);
    buf.segment(px, py, pz, qx, qy, qz);
    px = qx; py = qy; pz = qz;
  }
}

const X = [1, 0, 0];
const Y = [0, 1, 0];
const Z = [0, 0, 1];

/** A sphere as its three great circles in the xy, yz and zx planes: 3·n segments, every point at `radius`. */
export function sphereLines(buf, center, radius, n = 24) {
  arc(buf, center, X, Y, radius, n, 0, TAU);
  arc(buf, center, Y, Z, radius, n, 0, TAU);
  arc(buf, center, Z, X, radius, n, 0, TAU);
}

/**
 * A capsule (the points within `radius` of the segment a–b): a circle around each end, four side lines and the
 * two half circles over each cap, 4·n + 4 segments (n even). A zero-length segment draws a sphere.
 */
export function capsuleLines(buf, a, b, radius, n = 24) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  const length = Math.hypot(dx, dy, dz);
  if (!(length > 0)) {
    sphereLines(buf, a, radius, n);
    return;
  }
  const d = [dx / length, dy / length, dz / length];
  perpendicular(d[0], d[1], d[2]);
  const u = [basis[0], basis[1], basis[2]];
  const v = [basis[3], basis[4], basis[5]];
  arc(buf, a, u, v, radius, n, 0, TAU);
  arc(buf, b, u, v, radius, n, 0, TAU);
  for (const [s, w] of [[1, u], [-1, u], [1, v], [-1, v]]) {
    const ox = s * radius * w[0];
    const oy = s * radius * w[1];
    const oz = s * radius * w[2];
    buf.segment(a.x + ox, a.y + oy, a.z + oz, b.x + ox, b.y + oy, b.z + oz);
  }
  const back = [-d[0], -d[1], -d[2]];
  const half = n / 2;
  arc(buf, b, u, d, radius, half, 0, Math.PI); // over the b cap, from +u through +d to −u
  arc(buf, b, v, d, radius, half, 0, Math.PI);
  arc(buf, a, u, back, radius, half, 0, Math.PI);
  arc(buf, a, v, back, radius, half, 0, Math.PI);
}

/**
 * The 8 corners of the box centre + R·(±h) into `out` (x, y, z each; corner i: bit 0 +x, bit 1 +y, bit 2 +z), `m`
 * the rotation as rotationMatrix gives it. Returns `out`.
 */
export function boxCorners(center, halfSize, m, out = corners) {
  const c = out;
  for (let i = 0; i < 8; i++) {
    const hx = i & 1 ? halfSize.x : -halfSize.x;
    const hy = i & 2 ? halfSize.y : -halfSize.y;
    const hz = i & 4 ? halfSize.z : -halfSize.z;
    c[3 * i] = center.x + m[0] * hx + m[3] * hy + m[6] * hz;
    c[3 * i + 1] = center.y + m[1] * hx + m[4] * hy + m[7] * hz;
    c[3 * i + 2] = center.z + m[2] * hx + m[5] * hy + m[8] * hz;
  }
  return c;
}

function cornerEdges(buf, c) {
  for (let e = 0; e < 24; e += 2) {
    const i = 3 * BOX_EDGES[e];
    const j = 3 * BOX_EDGES[e + 1];
    buf.segment(c[i], c[i + 1], c[i + 2], c[j], c[j + 1], c[j + 2]);
  }
}

/** An oriented box {center, halfSize, rotation} (three's OBB as it is) by its 12 edges. */
export function obbLines(buf, obb) {
  cornerEdges(buf, boxCorners(obb.center, obb.halfSize, rotationMatrix(obb.rotation)));
}

const boxCenter = { x: 0, y: 0, z: 0 };
const boxHalf = { x: 0, y: 0, z: 0 };

/** An axis-aligned box {min, max} (a THREE.Box3) by its 12 edges. */
export function aabbLines(buf, box) {
  boxCenter.x = (box.min.x + box.max.x) / 2;
  boxCenter.y = (box.min.y + box.max.y) / 2;
  boxCenter.z = (box.min.z + box.max.z) / 2;
  boxHalf.x = (box.max.x - box.min.x) / 2;
  boxHalf.y = (box.max.y - box.min.y) / 2;
  boxHalf.z = (box.max.z - box.min.z) / 2;
  cornerEdges(buf, boxCorners(boxCenter, boxHalf, IDENTITY));
}

/**
 * The distinct edges of polygons over `vertexCount` vertices as vertex index pairs (each edge once, whichever way
 * round), made once per `key` and kept in `cache`. `eachPolygon(add)` calls add(i, j) for each polygon side.
 */
function uniqueEdges(cache, key, vertexCount, eachPolygon) {
  let edges = cache.get(key);
  if (edges === undefined) {
    const seen = new Set();
    const list = [];
    eachPolygon((i, j) => {
      const id = Math.min(i, j) * vertexCount + Math.max(i, j);
      if (!seen.has(id)) {
        seen.add(id);
        list.push(i, j);
      }
    });
    edges = Uint32Array.from(list);
    cache.set(key, edges);
  }
  return edges;
}

const hullEdges = new WeakMap();

function edgesOfHull(hull) {
  return uniqueEdges(hullEdges, hull, hull.vertices.length / 3, (add) => {
    for (const { vertices: loop } of hull.faces) {
      for (let k = 0; k < loop.length; k++) add(loop[k], loop[(k + 1) % loop.length]);
    }
  });
}

let hullScratch = new Float64Array(3 * 64);

/**
 * A convex hull shape's vertices in world space (position + rotation · local) into `out` (x, y, z each; it must
 * hold 3 per vertex). `shape`: a ConvexHull, or {hull, position, rotation} placing one. Returns the vertex count.
 */
export function hullCorners(shape, out) {
  const hull = shape.hull ?? shape;
  const v = hull.vertices;
  const p = shape.position ?? ORIGIN;
  const m = rotationMatrix(shape.rotation);
  for (let i = 0; i < v.length; i += 3) {
    out[i] = p.x + m[0] * v[i] + m[3] * v[i + 1] + m[6] * v[i + 2];
    out[i + 1] = p.y + m[1] * v[i] + m[4] * v[i + 1] + m[7] * v[i + 2];
    out[i + 2] = p.z + m[2] * v[i] + m[5] * v[i + 1] + m[8] * v[i + 2];
  }
  return v.length / 3;
}

/**
 * A convex hull shape by its edges: a ConvexHull, or {hull, position, rotation} placing one; world = position +
 * rotation · local.
 */
export function hullLines(buf, shape) {
  const hull = shape.hull ?? shape;
  if (hullScratch.length < hull.vertices.length) hullScratch = new Float64Array(hull.vertices.length);
  const c = hullScratch;
  hullCorners(shape, c);
  const edges = edgesOfHull(hull);
  for (let e = 0; e < edges.length; e += 2) {
    const i = 3 * edges[e];
    const j = 3 * edges[e + 1];
    buf.segment(c[i], c[i + 1], c[i + 2], c[j], c[j + 1], c[j + 2]);
  }
}

const planeCenter = { x: 0, y: 0, z: 0 };

/**
 * A square patch of the plane n·p + constant = 0 ({normal, constant}, a THREE.Plane), `size` on a side, centred
 * on the plane's point nearest `near` (default the origin), with `divisions` grid cells a side and its normal
 * drawn from the centre (length size / 4): 2·(divisions + 1) + 3 segments.
 */
export function planeLines(buf, plane, size = 10, divisions = 10, near = undefined) {
  const n = plane.normal;
  const s = near === undefined ? plane.constant : n.x * near.x + n.y * near.y + n.z * near.z + plane.constant;
  planeCenter.x = (near?.x ?? 0) - s * n.x;
  planeCenter.y = (near?.y ?? 0) - s * n.y;
  planeCenter.z = (near?.z ?? 0) - s * n.z;
  perpendicular(n.x, n.y, n.z);
  const h = size / 2;
  const c = planeCenter;
  for (let i = 0; i <= divisions; i++) {
    const o = -h + (size * i) / divisions;
    for (const [a, b] of [[0, 3], [3, 0]]) {
      // a line along basis b at offset o along basis a
      const ox = c.x + o * basis[a];
      const oy = c.y + o * basis[a + 1];
      const oz = c.z + o * basis[a + 2];
      buf.segment(ox - h * basis[b], oy - h * basis[b + 1], oz - h * basis[b + 2],
        ox + h * basis[b], oy + h * basis[b + 1], oz + h * basis[b + 2]);
    }
  }
  arrowLines(buf, c, n, size / 4);
}

/** An arrow from `origin` along the unit `direction` for `length`: the shaft and a two-stroke head (3 segments). */
export function arrowLines(buf, origin, direction, length) {
  const { x: dx, y: dy, z: dz } = direction;
  const tx = origin.x + length * dx;
  const ty = origin.y + length * dy;
  const tz = origin.z + length * dz;
  buf.segment(origin.x, origin.y, origin.z, tx, ty, tz);
  perpendicular(dx, dy, dz);
  const head = 0.2 * length;
  for (const s of [1, -1]) {
    buf.segment(tx, ty, tz, tx - head * (dx - 0.5 * s * basis[0]), ty - head * (dy - 0.5 * s * basis[1]),
      tz - head * (dz - 0.5 * s * basis[2]));
  }
}

/** A point as three axis-aligned strokes of length `size` crossing at it (3 segments). */
export function crossLines(buf, p, size) {
  const h = size / 2;
  buf.segment(p.x - h, p.y, p.z, p.x + h, p.y, p.z);
  buf.segment(p.x, p.y - h, p.z, p.x, p.y + h, p.z);
  buf.segment(p.x, p.y, p.z - h, p.x, p.y, p.z + h);
}

// Each triangle array's unique edges, made once per indices (or positions) array.
const meshEdges = new WeakMap();

function edgesOfTriangles(positions, indices) {
  const vertices = positions.length / 3;
  const corner = (k) => (indices ? indices[k] : k);
  const triangles = (indices ? indices.length : vertices) / 3;
  return uniqueEdges(meshEdges, indices ?? positions, vertices, (add) => {
    for (let t = 3 * triangles - 3; t >= 0; t -= 3) {
      add(corner(t), corner(t + 1));
      add(corner(t + 1), corner(t + 2));
      add(corner(t + 2), corner(t));
    }
  });
}

/**
 * The edges of triangles {positions, indices} (as trianglesOfObject returns them; indices null or omitted: every
 * 3 vertices), each edge shared by triangles drawn once, moved by `offset` ({x, y, z}; a mesh body's position).
 * Edges are found by vertex index: unwelded copies of a vertex count as different vertices.
 */
export function triangleEdgeLines(buf, { positions, indices }, offset = ORIGIN) {
  const edges = edgesOfTriangles(positions, indices ?? null);
  const { x, y, z } = offset;
  for (let e = 0; e < edges.length; e += 2) {
    const i = 3 * edges[e];
    const j = 3 * edges[e + 1];
    buf.segment(positions[i] + x, positions[i + 1] + y, positions[i + 2] + z,
      positions[j] + x, positions[j + 1] + y, positions[j + 2] + z);
  }
}

/**
 * A shape's type: its explicit `type`, else inferred from its fields as sweepkit infers it (generated/infer.js: hull a
 * convexHull; center + halfSize an obb; start/end + radius a capsule; center + radius a sphere; min/max an aabb;
 * normal/constant a plane), else the forms only the outlines draw: a radius without a centre (a capsule by its ends
 * a/b) a capsule, vertices + faces a convexHull. Undefined for anything else.
 */
export function shapeType(shape) {
  if (shape.type !== undefined) return shape.type;
  const tag = inferShapeTag(shape);
  if (tag >= 0) return SHAPE_TYPES[tag];
  if (shape.radius !== undefined) return shape.center !== undefined ? 'sphere' : 'capsule';
  if (shape.faces !== undefined) return 'convexHull';
  return undefined;
}

/**
 * Any sweepkit shape's outline (see the functions above); `options.segments` per circle (default 24, even),
 * `options.planeSize` and `options.planeDivisions` for planes. Returns false for a shape it does not know.
 */
export function shapeLines(buf, shape, options = {}) {
  const n = options.segments ?? 24;
  switch (shapeType(shape)) {
    case 'sphere': sphereLines(buf, shape.center, shape.radius, n); return true;
    case 'capsule': capsuleLines(buf, shape.start ?? shape.a, shape.end ?? shape.b, shape.radius, n); return true;
    case 'aabb': aabbLines(buf, shape); return true;
    case 'obb': obbLines(buf, shape); return true;
    case 'convexHull': hullLines(buf, shape); return true;
    case 'plane': planeLines(buf, shape, options.planeSize, options.planeDivisions); return true;
    default: return false;
  }
}
