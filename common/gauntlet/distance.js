// Double-precision distances for the gauntlet's referee (common/gauntlet/probe.js), written for it and independent
// of every library it judges: point–triangle, segment–segment and segment–triangle (Ericson, "Real-Time Collision
// Detection", 2005, §5.1.5, §5.1.9; a segment and a triangle are closest at an end of the segment or on an edge of
// the triangle unless the segment crosses it), and a ray's crossing of a triangle (Möller & Trumbore 1997).
// Points are [x, y, z] arrays of doubles.

const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const along = (a, d, t) => [a[0] + d[0] * t, a[1] + d[1] * t, a[2] + d[2] * t];
const clamp01 = (x) => (x < 0 ? 0 : x > 1 ? 1 : x);
const distanceSq = (a, b) => {
  const d = sub(a, b);
  return dot(d, d);
};

/** The point of triangle abc closest to p (Ericson §5.1.5: Voronoi regions of vertices, edges, face). */
export function closestPointOnTriangle(p, a, b, c) {
  const ab = sub(b, a), ac = sub(c, a), ap = sub(p, a);
  const d1 = dot(ab, ap), d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const bp = sub(p, b);
  const d3 = dot(ab, bp), d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return along(a, ab, d1 / (d1 - d3));
  const cp = sub(p, c);
  const d5 = dot(ab, cp), d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return along(a, ac, d2 / (d2 - d6));
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) return along(b, sub(c, b), (d4 - d3) / (d4 - d3 + (d5 - d6)));
  const denominator = 1 / (va + vb + vc);
  const v = vb * denominator, w = vc * denominator;
  return [a[0] + ab[0] * v + ac[0] * w, a[1] + ab[1] * v + ac[1] * w, a[2] + ab[2] * v + ac[2] * w];
}

/** The squared distance between segments p1q1 and p2q2 (Ericson §5.1.9, degenerate segments included). */
export function segmentSegmentDistanceSq(p1, q1, p2, q2) {
  const d1 = sub(q1, p1), d2 = sub(q2, p2), r = sub(p1, p2);
  const a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  let s, t;
  if (a === 0 && e === 0) return dot(r, r);
  if (a === 0) {
    s = 0;
    t = clamp01(f / e);
  } else {
    const c = dot(d1, r);
    if (e === 0) {
      t = 0;
      s = clamp01(-c / a);
    } else {
      const b = dot(d1, d2);
      const denominator = a * e - b * b;
      s = denominator > 0 ? clamp01((b * f - c * e) / denominator) : 0;
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = clamp01(-c / a);
      } else if (t > 1) {
        t = 1;
        s = clamp01((b - c) / a);
      }
    }
  }
  return distanceSq(along(p1, d1, s), along(p2, d2, t));
}

/**
 * Whether segment pq crosses triangle abc (touching counts): p and q on opposite sides of its plane (or one on it),
 * and the crossing point on the inner side of all three edges (signs of n·(edge × (x − corner))).
 */
function segmentCrossesTriangle(p, q, a, b, c) {
  const n = cross(sub(b, a), sub(c, a));
  const hp = dot(n, sub(p, a)), hq = dot(n, sub(q, a));
  if ((hp > 0 && hq > 0) || (hp < 0 && hq < 0) || hp === hq) return false; // one side, or parallel (edges decide)
  const x = along(p, sub(q, p), hp / (hp - hq));
  return dot(n, cross(sub(b, a), sub(x, a))) >= 0 && dot(n, cross(sub(c, b), sub(x, b))) >= 0 &&
    dot(n, cross(sub(a, c), sub(x, c))) >= 0;
}

/** The distance between segment pq and triangle abc (0 when they touch or cross). */
export function segmentTriangleDistance(p, q, a, b, c) {
  if (segmentCrossesTriangle(p, q, a, b, c)) return 0;
  const best = Math.min(
    distanceSq(p, closestPointOnTriangle(p, a, b, c)),
    distanceSq(q, closestPointOnTriangle(q, a, b, c)),
    segmentSegmentDistanceSq(p, q, a, b),
    segmentSegmentDistanceSq(p, q, b, c),
    segmentSegmentDistanceSq(p, q, c, a),
  );
  return Math.sqrt(best);
}

/** Whether the ray o + t·d (t >= 0) crosses triangle abc (Möller–Trumbore; a ray in its plane does not). */
export function rayCrossesTriangle(o, d, a, b, c) {
  const e1 = sub(b, a), e2 = sub(c, a);
  const h = cross(d, e2);
  const det = dot(e1, h);
  if (det === 0) return false;
  const s = sub(o, a);
  const u = dot(s, h) / det;
  if (u < 0 || u > 1) return false;
  const qv = cross(s, e1);
  const v = dot(d, qv) / det;
  if (v < 0 || u + v > 1) return false;
  return dot(e2, qv) / det >= 0;
}
