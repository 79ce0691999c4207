// The volume a shape swept between two poses (the last step's start and end), as line segments: a sphere's is
// exactly a capsule; for the other shapes, the shape at the start and the straight path of each of its corners
// (box and hull corners; a capsule's end points pushed out by the radius across the motion). Straight paths are
// the exact sweep of a translation; for a body that also turned they join the start and end corners. Hulls of more
// than 256 vertices are not drawn swept.
import { boxCorners, capsuleLines, hullCorners, rotationMatrix, shapeLines, shapeType } from './shape-lines.js';

const from = new Float64Array(3 * 256);
const to = new Float64Array(3 * 256);
const across = new Float64Array(6);

/**
 * Appends the volume swept from shape `a` (the start) to shape `b` (the end; the same type) to `buf`. Nothing for
 * planes, for two shapes of different types, or when no corner moved. `n`: segments per circle (even).
 * @returns {number} segments appended
 */
export function sweptLines(buf, a, b, n = 24) {
  const type = shapeType(b);
  if (a === undefined || shapeType(a) !== type || type === 'plane') return 0;
  const before = buf.count;
  if (type === 'sphere') {
    const c0 = a.center;
    const c1 = b.center;
    if (c0.x !== c1.x || c0.y !== c1.y || c0.z !== c1.z) capsuleLines(buf, c0, c1, b.radius, n);
    return buf.count - before;
  }
  if (type === 'capsule') capsuleAcross(a, b);
  const count = corners(a, from);
  if (corners(b, to) !== count) return 0;
  let moved = false;
  for (let i = 0; i < 3 * count && !moved; i++) moved = from[i] !== to[i];
  if (!moved) return 0;
  shapeLines(buf, a, { segments: n });
  for (let i = 0; i < 3 * count; i += 3) buf.segment(from[i], from[i + 1], from[i + 2], to[i], to[i + 1], to[i + 2]);
  return buf.count - before;
}

// The corners of `shape` into `out` (x, y, z each); returns how many. A capsule's are its two end points moved by
// ±radius along the two directions across the motion in `across` (capsuleAcross, set once for both ends).
function corners(shape, out) {
  switch (shapeType(shape)) {
    case 'aabb': {
      for (let i = 0; i < 8; i++) {
        out[3 * i] = i & 1 ? shape.max.x : shape.min.x;
        out[3 * i + 1] = i & 2 ? shape.max.y : shape.min.y;
        out[3 * i + 2] = i & 4 ? shape.max.z : shape.min.z;
      }
      return 8;
    }
    case 'obb':
      boxCorners(shape.center, shape.halfSize, rotationMatrix(shape.rotation), out);
      return 8;
    case 'convexHull': {
      const hull = shape.hull ?? shape;
      return hull.vertices.length > out.length ? 0 : hullCorners(shape, out);
    }
    case 'capsule': {
      const r = shape.radius;
      let k = 0;
      for (const end of [shape.start ?? shape.a, shape.end ?? shape.b]) {
        for (const [o, s] of [[0, 1], [0, -1], [3, 1], [3, -1]]) {
          out[k++] = end.x + s * r * across[o];
          out[k++] = end.y + s * r * across[o + 1];
          out[k++] = end.z + s * r * across[o + 2];
        }
      }
      return 8;
    }
    default:
      return 0;
  }
}

// Two unit directions into `across` perpendicular to the motion of a capsule's midpoint from `a` to `b` and to
// each other: u the world axis least aligned with the motion made perpendicular to it, v = d × u.
function capsuleAcross(a, b) {
  const mid = (s) => {
    const p = s.start ?? s.a;
    const q = s.end ?? s.b;
    return [(p.x + q.x) / 2, (p.y + q.y) / 2, (p.z + q.z) / 2];
  };
  const [ax, ay, az] = mid(a);
  const [bx, by, bz] = mid(b);
  let dx = bx - ax;
  let dy = by - ay;
  let dz = bz - az;
  let len = Math.hypot(dx, dy, dz);
  if (len === 0) [dx, dy, dz, len] = [0, 1, 0, 1];
  dx /= len; dy /= len; dz /= len;
  // Pick the world axis least aligned with the motion, make it perpendicular (Gram–Schmidt).
  const ax2 = Math.abs(dx) <= Math.abs(dy) && Math.abs(dx) <= Math.abs(dz) ? 0 : Math.abs(dy) <= Math.abs(dz) ? 1 : 2;
  let ux = ax2 === 0 ? 1 : 0;
  let uy = ax2 === 1 ? 1 : 0;
  let uz = ax2 === 2 ? 1 : 0;
  const dot = ux * dx + uy * dy + uz * dz;
  ux -= dot * dx; uy -= dot * dy; uz -= dot * dz;
  const ul = Math.hypot(ux, uy, uz);
  across[0] = ux / ul; across[1] = uy / ul; across[2] = uz / ul;
  across[3] = dy * across[2] - dz * across[1];
  across[4] = dz * across[0] - dx * across[2];
  across[5] = dx * across[1] - dy * across[0];
}
